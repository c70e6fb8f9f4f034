import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Response serializer: each route's zod response schema is turned into JSON Schema once, at
 * start, and compiled by fast-json-stringify. Only declared properties are written, so a
 * response can never leak a column the contract doesn't name; a missing required property
 * throws (→ 9999, logged). It replaces fastify-type-provider-zod's serializer, which runs a
 * zod encode on every response and took a third of an authenticated read's time (see
 * docs/decisions.md).
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}
