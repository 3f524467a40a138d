import type { FastifySerializerCompiler } from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `additionalProperties: false` for every object of a reply, where zod itself strips
 * unknown keys. fast-json-stringify already writes only the properties a schema names, but it
 * picks an `anyOf` branch by validating the value, and there the `false` would refuse a value with
 * one extra key that zod would have stripped. Dropping it keeps zod's meaning.
 */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    copy[key] = withoutClosedObjects(value);
  }
  return copy;
}

// A GET route and its HEAD twin share one contract object: compile it once.
const compiledBySchema = new WeakMap<z.ZodType, (data: unknown) => string>();

/** The schema's fast-json-stringify writer, compiled once; none for a schema with no JSON Schema form. */
function compiled(schema: z.ZodType): ((data: unknown) => string) | undefined {
  const known = compiledBySchema.get(schema);
  if (known) return known;
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    const writer = fastJson(withoutClosedObjects(json) as Schema);
    compiledBySchema.set(schema, writer);
    return writer;
  } catch {
    return undefined;
  }
}

/**
 * Writes a value of a zod schema as JSON the way a route's reply is written: only the schema's
 * properties, by fast-json-stringify, or through zod for a schema with no JSON Schema form. For a
 * reply put together from parts written ahead (a course outline written once per cache period).
 */
export function jsonWriter<T extends z.ZodType>(schema: T): (data: z.output<T>) => string {
  return compiled(schema) ?? ((data) => JSON.stringify(schema.parse(data)));
}

/**
 * Writes replies with fast-json-stringify from the JSON Schema of each route's zod reply contract,
 * compiled once when the route is registered. The zod provider's serializer instead parses every
 * reply with zod and then runs JSON.stringify: a second pass over an object the handler built
 * from the same contract, which TypeScript already holds it to. What stays: only the contract's
 * properties are written (nothing else a row carried can leak) and a missing required property
 * fails the request. What goes: re-checking values, such as an enum member, on the way out.
 * A contract with no JSON Schema form (a transform, a date) keeps the zod serializer.
 * The OpenAPI document is generated separately, from the same zod schemas.
 */
export const replySerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  const writer = schema instanceof z.ZodType ? compiled(schema) : undefined;
  return writer ?? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
