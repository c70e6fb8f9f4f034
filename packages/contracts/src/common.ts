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
 * What a text field may hold (as stored): any character but the C0 controls other than tab and
 * newline, DEL and the C1 controls (U+007F, U+0080–U+009F), the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069: they make text read in another order
 * than it is stored, e.g. a name or a link that lies), U+2028/U+2029 and the BOM U+FEFF (both
 * normalized away first, see safeText), and UTF-16 surrogates that are not part of a pair.
 * PostgreSQL refuses NUL in text, and the rest is never typed.
 */
export const SAFE_TEXT =
  // eslint-disable-next-line no-control-regex
  /^(?:[^\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
/** Every character SAFE_TEXT refuses (line breaks aside), to strip them from text we did not write. */
const UNSAFE_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Line breaks as stored: CRLF, a lone CR and the Unicode line and paragraph separators are `\n`. */
const newlines = (s: string) => s.replace(/\r\n?|[\u2028\u2029]/g, '\n');

/**
 * Every free-text field of a request: line breaks made `\n` and byte-order marks (U+FEFF, which
 * pasted text carries invisibly) dropped, then anything SAFE_TEXT refuses answers 1001 naming the
 * field. Chain the field's own rules after it (`.trim().max(200)`).
 */
export const safeText = () =>
  z
    .string()
    .overwrite((s) => newlines(s).replace(/\uFEFF/g, ''))
    .regex(SAFE_TEXT, 'control characters are not allowed');

/**
 * What a password may hold: any character but the C0 controls other than tab and newline, DEL
 * and unpaired surrogates (the rule passwords were first set under), CRLF and a lone CR as `\n`.
 * Nothing else is rewritten: a password is hashed as typed, so a dropped BOM or a changed line
 * separator would lock its owner out.
 */
export const SECRET_TEXT =
  // eslint-disable-next-line no-control-regex
  /^(?:[^\u0000-\u0008\u000B-\u001F\u007F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/**
 * A password. `fresh` (one being set) must also pass SAFE_TEXT, refused rather than rewritten;
 * one being typed to sign in follows SECRET_TEXT only, so any password set before still works.
 */
export const secretText = (fresh: boolean) => {
  const s = z
    .string()
    .overwrite((v) => v.replace(/\r\n?/g, '\n'))
    .regex(SECRET_TEXT, 'control characters are not allowed');
  return fresh ? s.regex(SAFE_TEXT, 'control characters are not allowed') : s;
};

/** One line: no tab and no line break. */
export const ONE_LINE = /^[^\t\n]*$/;

/**
 * A name, a nickname or a tag: safeText(), trimmed, on one line (a tab or a line break answers
 * 1001); bidirectional controls are refused as in every text.
 */
export const safeName = () =>
  safeText().trim().regex(ONE_LINE, 'tabs and line breaks are not allowed in a name');

/** Text from elsewhere (a model's reply) made storable: what SAFE_TEXT refuses is dropped. */
export const storableText = (s: string): string => newlines(s).replace(UNSAFE_CHARS, '');

/** A name from elsewhere (a sign-in provider's) made storable: storableText on one line. */
export const storableName = (s: string): string =>
  storableText(s)
    .replace(/ *[\t\n][\t\n ]*/g, ' ')
    .trim();

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
