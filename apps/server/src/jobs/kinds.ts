import { z } from 'zod';

/**
 * Every job kind has a zod schema for its payload, given by the module that owns the kind
 * (defineJob, at the top of the file that names it). A payload is checked when the job is
 * enqueued and again when it is run: a kind without a schema cannot be enqueued or handled,
 * and a malformed payload is refused, never handed to a handler.
 */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  readonly kind: string;
  readonly schema: S;
}

/** The payload of a job that carries none (the periodic jobs). */
export const NO_PAYLOAD = z.object({}).strict();

const schemas = new Map<string, z.ZodType>();

/** Names a job kind and its payload's schema; a kind is defined once. */
export function defineJob<S extends z.ZodType>(kind: string, schema: S): JobKind<S> {
  const known = schemas.get(kind);
  if (known && known !== schema) throw new Error(`job kind ${kind} is defined already`);
  schemas.set(kind, schema);
  return { kind, schema };
}

/** Whether a kind has its schema. */
export const isDefinedJob = (kind: string): boolean => schemas.has(kind);

/** A payload its kind's schema refuses, or a kind with no schema. */
export class MalformedJob extends Error {
  override name = 'MalformedJob';
}

/** The payload as its kind's schema reads it; throws MalformedJob otherwise. */
export function parsePayload(kind: string, payload: unknown): Record<string, unknown> {
  const schema = schemas.get(kind);
  if (!schema) throw new MalformedJob(`job kind ${kind} has no payload schema (defineJob)`);
  const parsed = schema.safeParse(payload ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(payload)'}: ${i.message}`,
    );
    throw new MalformedJob(`job ${kind}: malformed payload (${issues.join('; ')})`);
  }
  return parsed.data as Record<string, unknown>;
}
