import type { SkyPreview, SkyPreviewBody } from '@starlit/contracts';
import { http } from './http';

/** Before an account (/api/v2/sky/preview): a birth date's Sun sign and today's sky. */
export const previewApi = {
  sky: (body: SkyPreviewBody) => http.post<SkyPreview>('sky/preview', body),
};
