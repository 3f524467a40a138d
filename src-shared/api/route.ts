import type { z } from 'zod';

/** Who may call a route; the server checks it on every request. */
export const accessLevels = ['public', 'user', 'admin', 'organiser'] as const;
export type Access = (typeof accessLevels)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a route speaks. `json` (the default) takes and answers the JSON of its schemas; the others
 * still declare their path, access and whatever schemas they have, so the client and the tests
 * know them: `upload` takes multipart form data, `download` answers a file, `event-stream`
 * answers Server-Sent Events, `websocket` upgrades, `webhook` takes a raw signed body,
 * `redirect` sends the browser elsewhere and `document` answers a page, a script or a generated
 * document that is not one of our contracts.
 */
export type RouteKind = 'json' | 'upload' | 'download' | 'event-stream' | 'websocket' | 'webhook' | 'redirect' | 'document';

/** One route's contract: the server registers it, the renderer's client calls it. */
export interface RouteContract {
  method: Method;
  path: string;
  access: Access;
  /**
   * What a caller who sent no token is told, when the product has its own words for it
   * ('Please login to save resume'); otherwise the general sign-in message.
   */
  signInMessage?: string;
  kind?: RouteKind;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  reply?: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  summary?: string;
  tags?: string[];
  /** Left out of the OpenAPI document. */
  hide?: boolean;
}

/** Declares a route's contract, keeping the exact types of its schemas. */
export const route = <const C extends RouteContract>(contract: C): C => contract;

/**
 * The path of a call: `:name` segments filled from `params` (encoded), then `query` as a query
 * string without its undefined values.
 */
export function routePath(contract: Pick<RouteContract, 'path'>, params: object = {}, query: object = {}): string {
  const values = new Map<string, unknown>(Object.entries(params));
  const path = contract.path.replaceAll(/:(\w+)/g, (_segment, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`${contract.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
