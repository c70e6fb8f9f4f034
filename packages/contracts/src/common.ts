import { z } from 'zod';
import { LANGS } from './constants';

export * from './constants';

export const langSchema = z.enum(LANGS);
export type Lang = z.infer<typeof langSchema>;

/** The largest value a PostgreSQL `integer` column holds: no id or count in a request exceeds it. */
export const INT4_MAX = 2_147_483_647;
/** The deepest page any paged list serves. */
export const PAGE_MAX = 1000;

/**
 * What a text field may hold: any character but the C0 controls other than tab and newline,
 * DEL, and UTF-16 surrogates that are not part of a pair (PostgreSQL refuses NUL in text, and
 * the rest is never typed). Line breaks are made `\n` first, so CRLF and a lone CR pass.
 */
export const SAFE_TEXT =
  // eslint-disable-next-line no-control-regex
  /^(?:[^\u0000-\u0008\u000B-\u001F\u007F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
/** Every character SAFE_TEXT refuses (line breaks aside), to strip them from text we did not write. */
const UNSAFE_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Every free-text field of a request: line breaks made `\n`, then anything SAFE_TEXT refuses
 * answers 1001 naming the field. Chain the field's own rules after it (`.trim().max(200)`).
 */
export const safeText = () =>
  z
    .string()
    .overwrite((s) => s.replace(/\r\n?/g, '\n'))
    .regex(SAFE_TEXT, 'control characters are not allowed');

/** Text from elsewhere (a model's reply) made storable: what SAFE_TEXT refuses is dropped. */
export const storableText = (s: string): string =>
  s.replace(/\r\n?/g, '\n').replace(UNSAFE_CHARS, '');

/** A row id in a body: a positive integer an `integer` column can hold. */
export const idSchema = z.number().int().min(1).max(INT4_MAX);
/** A row id in a query string. */
export const queryIdSchema = z.coerce.number().int().min(1).max(INT4_MAX);
/** A page number in a body or (coerced) a query string. */
export const pageSchema = z.number().int().min(1).max(PAGE_MAX);
export const queryPageSchema = z.coerce.number().int().min(1).max(PAGE_MAX);
/** The client's clock in milliseconds, sent to bypass caches and never stored. */
export const timestampSchema = z.number().min(0).max(Number.MAX_SAFE_INTEGER);

/** Every response: HTTP 200 with `{code, msg, data}`; `code` 200 is success. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });
export type Envelope<T> = { code: number; msg: string; data: T };

/** A response that carries no data. */
export const emptyData = z.null();

/** Fields every GET query may carry. */
export const baseQuery = z.object({
  lang: langSchema.optional(),
  timestamp: z.coerce.number().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** Fields every POST body may carry. */
export const baseBody = z.object({ lang: langSchema.optional() });
