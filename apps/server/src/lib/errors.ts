import { ErrorCode, type ErrorCodeValue } from '@starlit/contracts';

/**
 * A business error that becomes `{code, msg, data}`: `data` is null unless given (e.g.
 * `{retryAfter}` with 1005). `detail` is appended to the localized message (e.g. the field
 * name for 1001).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCodeValue,
    readonly detail?: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(detail ? `${code}: ${detail}` : String(code));
  }
}

export const paramError = (field: string) => new AppError(ErrorCode.PARAM, field);
export const unauthenticated = () => new AppError(ErrorCode.UNAUTHENTICATED);

/** The body of a successful response; `msg` is filled in the request's language. */
export function ok<T>(data: T): { code: 200; msg: string; data: T } {
  return { code: 200, msg: '', data };
}
