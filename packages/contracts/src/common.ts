import { z } from 'zod';
import { LANGS } from './constants';

export * from './constants';

export const langSchema = z.enum(LANGS);
export type Lang = z.infer<typeof langSchema>;

/** Every response: HTTP 200 with `{code, msg, data}`; `code` 200 is success. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });
export type Envelope<T> = { code: number; msg: string; data: T };

/** A response that carries no data. */
export const emptyData = z.null();

/** Fields every GET query may carry. */
export const baseQuery = z.object({
  lang: langSchema.optional(),
  timestamp: z.coerce.number().optional(),
});

/** Fields every POST body may carry. */
export const baseBody = z.object({ lang: langSchema.optional() });
