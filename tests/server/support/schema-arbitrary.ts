import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';

/**
 * The part of OpenAPI 3.0's JSON Schema that our zod contracts publish (the keywords found in
 * /api/openapi.json), parsed so a new keyword shows up as a typed field here instead of being
 * silently ignored.
 */
export interface JsonSchema {
  type?: string | string[] | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  pattern?: string | undefined;
  format?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  exclusiveMinimum?: number | boolean | undefined;
  exclusiveMaximum?: number | boolean | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  items?: JsonSchema | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  additionalProperties?: boolean | JsonSchema | undefined;
  nullable?: boolean | undefined;
  oneOf?: JsonSchema[] | undefined;
  anyOf?: JsonSchema[] | undefined;
  allOf?: JsonSchema[] | undefined;
}

export const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      type: z.union([z.string(), z.array(z.string())]).optional(),
      enum: z.array(z.unknown()).optional(),
      const: z.unknown().optional(),
      pattern: z.string().optional(),
      format: z.string().optional(),
      minLength: z.number().optional(),
      maxLength: z.number().optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      exclusiveMinimum: z.union([z.number(), z.boolean()]).optional(),
      exclusiveMaximum: z.union([z.number(), z.boolean()]).optional(),
      minItems: z.number().optional(),
      maxItems: z.number().optional(),
      items: jsonSchema.optional(),
      properties: z.record(z.string(), jsonSchema).optional(),
      required: z.array(z.string()).optional(),
      additionalProperties: z.union([z.boolean(), jsonSchema]).optional(),
      nullable: z.boolean().optional(),
      oneOf: z.array(jsonSchema).optional(),
      anyOf: z.array(jsonSchema).optional(),
      allOf: z.array(jsonSchema).optional(),
    })
    .loose(),
);

/** Strings that have broken servers: NUL, lone surrogates, path tricks, markup, huge and odd Unicode. */
export const hostileStrings = [
  '',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '/',
  '\\..\\..\\windows',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '\u202Eevil',
  'ठीक है తెలుగు 🙂',
  ' ',
  '\r\n\r\nX-Injected: 1',
  'http://127.0.0.1:22/',
  'file:///etc/passwd',
  'x'.repeat(10_000),
];

const hostileNumbers = [0, -1, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -(2 ** 31) - 1, 2 ** 32, 0.5, 1e-9];

/** A value nested `depth` times in arrays or objects: parsers and validators that recurse meet it. */
export function nested(depth: number, inObjects: boolean): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = inObjects ? { a: value } : [value];
  return value;
}

/** Any JSON value of the wrong kind, including deep nesting. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { __proto__: { admin: true } }, { constructor: { prototype: { admin: true } } }),
  fc.constantFrom(nested(64, false), nested(64, true), nested(1_000, false)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const patternArbitrary = (pattern: string): Arbitrary<string> => {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string();
  }
};

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  if (schema.pattern) return patternArbitrary(schema.pattern);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 60));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ min: new Date(0), max: new Date(4102444800000), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date(0), max: new Date(4102444800000), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    default:
      return fc.string({ minLength, maxLength, unit: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz-_ 0123456789') }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) }) });
  }
}

function numberArbitrary(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  let min = schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-6) : undefined);
  let max = schema.maximum ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-6) : undefined);
  if (schema.exclusiveMinimum === true && min !== undefined) min += integer ? 1 : 1e-6;
  if (schema.exclusiveMaximum === true && max !== undefined) max -= integer ? 1 : 1e-6;
  if (integer) {
    return fc.integer({ min: Math.max(min ?? -1_000, Number.MIN_SAFE_INTEGER), max: Math.min(max ?? 100_000, Number.MAX_SAFE_INTEGER) });
  }
  return fc.double({ min: min ?? -1_000, max: max ?? 100_000, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values for `schema`: mostly ones it accepts, and with `hostile` a share of wrong and dangerous
 * ones at every level, so a request is often valid up to one bad field deep inside.
 */
export function arbitraryFor(schema: JsonSchema, hostile: boolean, depth = 0): Arbitrary<unknown> {
  const valid = validFor(schema, hostile, depth);
  const maybeNull = schema.nullable ? fc.option(valid, { nil: null, freq: 5 }) : valid;
  return hostile ? fc.oneof({ weight: 5, arbitrary: maybeNull }, { weight: 1, arbitrary: hostileValue }) : maybeNull;
}

function validFor(schema: JsonSchema, hostile: boolean, depth: number): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, hostile, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, hostile, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + (depth > 2 ? 1 : 4)));
      return fc.array(schema.items ? arbitraryFor(schema.items, hostile, depth + 1) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return depth > 3 ? fc.constant({}) : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const model = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, arbitraryFor(value, hostile, depth + 1)]));
      const record = fc.record(model, { requiredKeys: schema.required ?? [] });
      // An unknown key is how a mass-assignment bug would show: it must be ignored or refused.
      return hostile ? fc.tuple(record, fc.option(fc.constantFrom('role', 'isAdmin', 'userId', 'status', '__proto__'))).map(([value, extra]) => (extra ? { ...value, [extra]: 'admin' } : value)) : record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
