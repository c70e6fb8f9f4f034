import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Validation whose errors never repeat what the client chose. A zod issue's path can hold
 * the client's own keys (a record's keys, an object's unknown keys); a message naming them would
 * send the client's text back, in the API's voice. So a path is described only as far as the
 * schema declares it: object keys it names, array positions, and a record's key only when it
 * is a plain identifier (`KEY`), else `*`.
 */

/** A record key shown as written: letters, digits, `_` and `-`, at most 16 of them. */
const KEY = /^[A-Za-z0-9_-]{1,16}$/;

/** A client-chosen key as a message may show it. */
export const shownKey = (key: string): string => (KEY.test(key) ? key : '*');

/** Enough of zod 4's schema description (`_zod.def`) to follow a path through it. */
interface Def {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
  element?: unknown;
  items?: unknown[];
  rest?: unknown;
  valueType?: unknown;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  getter?: () => unknown;
}

const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The schemas a value at this node is checked against, wrappers removed. */
function unwrap(schema: unknown, depth = 0): unknown[] {
  const def = defOf(schema);
  if (!def || depth > 32) return [];
  const next = (...s: unknown[]) => s.flatMap((x) => unwrap(x, depth + 1));
  if (def.innerType) return next(def.innerType);
  switch (def.type) {
    case 'pipe':
      return next(def.in, def.out);
    case 'union':
      return next(...(def.options ?? []));
    case 'intersection':
      return next(def.left, def.right);
    case 'lazy':
      return def.getter ? next(def.getter()) : [];
    default:
      return [schema];
  }
}

type Step = { shown: string; next: unknown[] } | null;

/** One step of a path: the segment as shown and the schemas below it, or null (unknown). */
function step(candidates: unknown[], segment: PropertyKey): Step {
  const next: unknown[] = [];
  let shown: string | null = null;
  for (const schema of candidates) {
    const def = defOf(schema)!;
    if (typeof segment === 'number') {
      const item =
        def.type === 'array'
          ? def.element
          : def.type === 'tuple'
            ? (def.items?.[segment] ?? def.rest)
            : undefined;
      if (item) {
        shown = String(segment);
        next.push(...unwrap(item));
      }
    } else if (typeof segment === 'string') {
      if (def.type === 'object' && def.shape && Object.hasOwn(def.shape, segment)) {
        shown = segment;
        next.push(...unwrap(def.shape[segment]));
      } else if (def.type === 'record' || (def.type === 'object' && def.catchall)) {
        shown ??= shownKey(segment);
        next.push(...unwrap(def.type === 'record' ? def.valueType : def.catchall));
      }
    }
  }
  return shown === null ? null : { shown, next };
}

/**
 * The dotted name of the field an issue is about, as far as `schema` declares it ('' for the
 * whole value): `birth.date`, `items.2`, `answers.tf04`, `answers.*`.
 */
export function fieldPath(schema: unknown, path: readonly PropertyKey[]): string {
  const shown: string[] = [];
  let candidates = unwrap(schema);
  for (const segment of path) {
    const found = step(candidates, segment);
    if (!found) break;
    shown.push(found.shown);
    candidates = found.next;
  }
  return shown.join('.');
}

/** One validation failure as the error handler reads it (Fastify's `error.validation` item). */
export interface ValidationIssue {
  keyword: string;
  /** the field, as `fieldPath` describes it, with `/` between segments */
  instancePath: string;
  schemaPath: string;
  params: Record<string, never>;
  message: string;
}

/** The issues of a failed parse, described without the client's own keys or values. */
export function describeIssues(schema: unknown, error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => {
    const field = fieldPath(schema, issue.path);
    return {
      keyword: issue.code,
      instancePath: field ? `/${field.replace(/\./g, '/')}` : '',
      schemaPath: '',
      params: {},
      message: field ? `${field}: ${issue.code}` : issue.code,
    };
  });
}

/** Fastify's validator compiler for zod schemas (request bodies, queries, params, headers). */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: describeIssues(schema, result.error) as never };
  };

/**
 * Parses a value the route reads itself (a multipart form's fields) with the same outcome as a
 * body schema: on failure it throws Fastify's validation error, so the 1001 reads the same.
 */
export function parseBody<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw Object.assign(new Error('body validation failed'), {
    code: 'FST_ERR_VALIDATION',
    statusCode: 400,
    validation: describeIssues(schema, result.error),
    validationContext: 'body',
  });
}
