import type { z } from 'zod';
import type { IdentifiedMessage } from '../i18n/messages';

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

/**
 * What the desktop's offline-first gateway (`src-server/sync/`) does with a signed-in write while
 * the platform server does not answer. `queue`: kept in the outbox, sent in order when the
 * platform answers, and applied to this computer's copy at once by the route's entry in
 * `src-server/sync/optimistic.ts`. `here`: answered by this computer itself (a code run on its own
 * toolchains, the conflicts screen). `online`: refused with a message saying it needs the
 * connection. Every signed-in write declares one (`tests/server/offline-rules.test.ts`); reads are
 * always kept, so this computer serves its last copy.
 *
 * A queued route may say how its waiting writes fold together, in every edition's outbox
 * (`src-shared/offline/outbox.ts`): written `{ queue, entity }` instead of `'queue'`.
 */
export type OfflineRule = 'queue' | 'here' | 'online';

/**
 * How a queued route's writes wait. `entity` names the values (the path's params, else the body's
 * fields) that say which thing a write changes; none: the call's address. `append`: every write is
 * sent, in order. `once`: the server counts it once, so one waiting per entity is enough.
 * `latest`: only the latest per entity matters, so a newer write replaces the one waiting.
 */
export interface QueueRule {
  queue: 'append' | 'once' | 'latest';
  entity: readonly string[];
}

/** One route's contract: the server registers it, the renderer's client calls it. */
export interface RouteContract {
  method: Method;
  path: string;
  access: Access;
  /**
   * What a caller who sent no token is told, when the product has its own words for it
   * ('Please login to save resume'); otherwise the general sign-in message.
   */
  signInMessage?: IdentifiedMessage;
  kind?: RouteKind;
  offline?: OfflineRule | QueueRule;
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
 * Matches a request path (no query) against the contract's `:name` pattern: its decoded params by
 * name, or undefined when it is not this route.
 */
export function matchRoutePath(contract: Pick<RouteContract, 'path'>, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = contract.path.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(/:(\w+)/g, (_segment, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return undefined;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  } catch {
    // A malformed escape is no path of ours.
    return undefined;
  }
}

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
