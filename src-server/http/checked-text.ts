import { carriesTextCheck } from '@shared/api/text';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

export class UncheckedTextError extends Error {}

const requestParts = ['params', 'querystring', 'body', 'headers'] as const;

/** Paths (like `body.files[].name`) of the strings in a zod schema that do not refuse NUL. */
function uncheckedStrings(schema: z.ZodType, path: string, seen: Set<z.ZodType>): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at: string) => (inner instanceof z.ZodType ? uncheckedStrings(inner, at, seen) : []);
  switch (def.type) {
    case 'string':
      return carriesTextCheck(schema) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => walk(value, `${path}.${key}`));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'tuple':
      return [...(def.items as unknown[]).flatMap((item, i) => walk(item, `${path}[${i}]`)), ...walk(def.rest, `${path}[]`)];
    case 'record':
      return [...walk(def.keyType, `${path} (key)`), ...walk(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'lazy':
      return walk((def.getter as () => unknown)(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType, path);
    default:
      return [];
  }
}

/**
 * Refuses to register a route whose request contract has a string that lets NUL or a lone
 * surrogate through (a plain `z.string()` instead of `text()` from src-shared/api/text.ts), so a
 * new route cannot bring back the 500 PostgreSQL answers to them.
 */
export function requireCheckedText(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as Partial<Record<(typeof requestParts)[number], unknown>>;
  const unchecked = requestParts.flatMap((part) => {
    const contract = schema[part];
    return contract instanceof z.ZodType ? uncheckedStrings(contract, part, new Set()) : [];
  });
  if (unchecked.length === 0) return;
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new UncheckedTextError(`Route ${methods} ${route.url} reads strings without text(): ${unchecked.join(', ')}`);
}

export function registerCheckedText(app: FastifyInstance): void {
  app.addHook('onRoute', requireCheckedText);
}
