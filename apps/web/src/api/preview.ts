import { endpoints } from '@starlit/contracts/endpoints';
import { call, type InputOf } from './call';

const { sky } = endpoints.preview;

/** Before an account (/api/v2/sky/preview): a birth date's Sun sign and today's sky. */
export const previewApi = {
  sky: (body: InputOf<typeof sky>) => call(sky, body),
};
