import { endpoints } from '@starlit/contracts/endpoints';
import { call, type InputOf } from './call';

const { sky, now } = endpoints.preview;

/** Before an account (/api/v2/sky/preview): a birth date's Sun sign and today's sky. */
export const previewApi = {
  sky: (body: InputOf<typeof sky>) => call(sky, body),
  /** /api/v2/sky/now: the Sun, the Moon and its phase now, as the preview reckons them */
  now: () => call(now, {}),
};
