/**
 * A plausible value for a JSON schema from /api/v2/openapi.json, so the fuzz cases can
 * break one field at a time while the others stay well-formed.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  default?: unknown;
}

/** Strings tried, in order, against a pattern the schema sets. */
const PATTERN_CANDIDATES = [
  'abc123',
  '1',
  '1,2',
  '2000-01-01',
  '2000-01-01T12:00',
  '12:00',
  'Asia/Shanghai',
  'AB12CD',
  'ABCDEF',
  '123456',
  '13800138000',
  '+86',
  '86',
  'CN',
  'zh',
  'INTJ',
  'fuzz@example.com',
  'a'.repeat(32),
];

const FORMATS: Record<string, string> = {
  uuid: '8f14e45f-ceea-467f-a8f3-6bd8a3e3f6a1',
  email: 'fuzz@example.com',
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2000-01-01',
  uri: 'http://localhost:8080/',
  url: 'http://localhost:8080/',
};

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

function sampleString(schema: JsonSchema): string {
  const known = schema.format ? FORMATS[schema.format] : undefined;
  if (known) return known;
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)]
    .filter((p): p is string => !!p)
    .map((p) => new RegExp(p, 'u'));
  if (patterns.length) {
    const hit = PATTERN_CANDIDATES.find((c) => patterns.every((re) => re.test(c)));
    if (hit) return hit;
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 6);
  return 'x'.repeat(Math.min(Math.max(min, 3), max));
}

function sampleNumber(schema: JsonSchema): number {
  let n = 1;
  if (schema.minimum !== undefined) n = Math.max(n, schema.minimum);
  if (schema.exclusiveMinimum !== undefined) n = Math.max(n, schema.exclusiveMinimum + 1);
  if (schema.maximum !== undefined) n = Math.min(n, schema.maximum);
  return n;
}

/** A value the schema accepts as far as can be guessed without a solver. */
export function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    return sample(options.find((o) => firstType(o) !== 'null') ?? options[0], depth + 1);
  }
  if (schema.allOf?.length && !schema.type) {
    return sample(Object.assign({}, ...schema.allOf), depth + 1);
  }
  switch (firstType(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items, depth + 1));
    case 'object':
    default: {
      if (!schema.properties) return {};
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties))
        out[key] = sample(prop, depth + 1);
      return out;
    }
  }
}

/** The top-level properties of an object schema, with their types. */
export function fieldsOf(schema: JsonSchema | undefined): Array<[string, JsonSchema]> {
  return Object.entries(schema?.properties ?? {});
}

export function typeOf(schema: JsonSchema): string | undefined {
  if (schema.enum?.length) return typeof schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return typeOf(options.find((o) => firstType(o) !== 'null') ?? options[0]!);
  return firstType(schema);
}
