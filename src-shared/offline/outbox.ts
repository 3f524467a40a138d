import type { OfflineRule, QueueRule, RouteContract } from '../api/route';

/**
 * The one outbox: the rules every edition follows for a signed-in write kept until the server
 * answers (the desktop's gateway over its SQLite tables, the browser over localStorage). How a
 * route's writes queue comes from its contract's `offline` field, never from its path.
 */

/** `queue`, `here` or `online`, whichever form the contract wrote it in. */
export function offlineRuleOf(contract: Pick<RouteContract, 'offline'>): OfflineRule | undefined {
  const rule = contract.offline;
  return typeof rule === 'object' ? 'queue' : rule;
}

/**
 * How a queued route's writes fold together; undefined when the route is not queued. A plain
 * `queue` appends every write, one after another, per address.
 */
export function queueRuleOf(contract: Pick<RouteContract, 'offline'>): QueueRule | undefined {
  const rule = contract.offline;
  if (typeof rule === 'object') return rule;
  return rule === 'queue' ? { queue: 'append', entity: [] } : undefined;
}

/** A route's name in an outbox: what survives a reload or a restart, unlike the contract object. */
export const routeKey = (contract: Pick<RouteContract, 'method' | 'path'>): string => `${contract.method} ${contract.path}`;

/**
 * What a write changes, by which the outbox orders and folds writes: the rule's named values,
 * each from the path's params or else the body's fields; the call's own address when the rule
 * names none. A value missing from both makes the write its own entity, folded with no other.
 */
export function entityOf(rule: QueueRule, params: Readonly<Record<string, string>>, body: unknown, address: string): string {
  if (rule.entity.length === 0) return address;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const values = rule.entity.map((name) => params[name] ?? fields[name]);
  if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) return address;
  return JSON.stringify(values.map(String));
}

/** A write waiting in an outbox. `payload` is what the edition needs to send it again. */
export interface Queued<P> {
  id: string;
  /** Sent as the Idempotency-Key on every try, so a write whose answer was lost is applied once. */
  key: string;
  /** Whose write it is: a user id (one outbox may hold several users' writes). */
  owner: string;
  route: string;
  entity: string;
  /** When the write was made, epoch ms: the order of sending, and which of two is the later. */
  at: number;
  /** Tries that met no answer worth keeping (no network, a server error), and when to try next. */
  attempts: number;
  notBefore: number;
  payload: P;
}

/** What an arriving write does to those of the same route and entity still waiting. */
export interface FoldPlan {
  /** Waiting writes that the new one makes pointless. */
  drop: string[];
  /** False when a waiting write already says what this one would. */
  add: boolean;
}

/**
 * `append`: every write goes, in order. `once`: the server counts the write once, so one waiting
 * is enough. `latest`: only the latest write matters (last write wins), so a newer one replaces
 * those waiting and an older one arriving late changes nothing.
 */
export function fold(rule: QueueRule, waiting: readonly Pick<Queued<unknown>, 'id' | 'at'>[], at: number): FoldPlan {
  if (rule.queue === 'append') return { drop: [], add: true };
  if (rule.queue === 'once') return { drop: [], add: waiting.length === 0 };
  if (waiting.some((queued) => queued.at > at)) return { drop: [], add: false };
  return { drop: waiting.map((queued) => queued.id), add: true };
}

/** The writes to try now, oldest first (ties keep the order they were queued in). */
export function dueInOrder<T extends Pick<Queued<unknown>, 'at' | 'notBefore'>>(queue: readonly T[], now: number): T[] {
  return queue.filter((queued) => queued.notBefore <= now).sort((a, b) => a.at - b.at);
}

export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/** The wait after the `attempts`-th failed try: doubling from `firstMs`, never over `maxMs`. */
export function retryDelayMs(attempts: number, backoff: Backoff): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(backoff.firstMs * 2 ** doublings, backoff.maxMs);
}

/** The write after one more failed try: when it may go next. */
export function triedAgainLater<T extends Pick<Queued<unknown>, 'attempts' | 'notBefore'>>(queued: T, now: number, backoff: Backoff): T {
  const attempts = queued.attempts + 1;
  return { ...queued, attempts, notBefore: now + retryDelayMs(attempts, backoff) };
}

export type ReplyClass = 'done' | 'retry' | 'sign-in' | 'conflict' | 'refused';

/**
 * What the server's answer to a queued write means (status 0: no answer at all): done; kept and
 * tried again later (no network or server, a busy server, or the same key still being applied);
 * held until the user signs in again; a conflict both copies of which the user sees; or refused for
 * good, the server's message kept for the user.
 */
export function classifyReply(status: number, retryAfter = false): ReplyClass {
  if (status >= 200 && status < 300) return 'done';
  if (status === 0) return 'retry';
  if (status === 401) return 'sign-in';
  // A 409 with Retry-After is the server still applying the same key (a copy sent before a drop).
  if (status === 409) return retryAfter ? 'retry' : 'conflict';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

type Maybe<T> = T | Promise<T>;

/** Where an edition keeps its outbox. */
export interface OutboxStore<P> {
  /** The owner's writes of this route and entity still waiting to be sent. */
  waiting(owner: string, route: string, entity: string): Maybe<readonly Pick<Queued<P>, 'id' | 'at'>[]>;
  /** Puts the write behind every other. */
  add(queued: Queued<P>): Maybe<void>;
  remove(ids: readonly string[]): Maybe<void>;
}

export interface NewWrite<P> {
  id: string;
  key: string;
  owner: string;
  params: Readonly<Record<string, string>>;
  body: unknown;
  /** The call's address (its params filled in). */
  address: string;
  at: number;
  payload: P;
}

/** An outbox over an edition's store, queueing by each route's contract. */
export class Outbox<P> {
  constructor(private readonly store: OutboxStore<P>) {}

  /** Queues a write by its route's rule: the write as kept, or undefined when one waiting already says it. */
  async enqueue(contract: Pick<RouteContract, 'method' | 'path' | 'offline'>, write: NewWrite<P>): Promise<Queued<P> | undefined> {
    const rule = queueRuleOf(contract);
    if (!rule) throw new Error(`${routeKey(contract)} is not queued offline`);
    const route = routeKey(contract);
    const entity = entityOf(rule, write.params, write.body, write.address);
    const plan = fold(rule, await this.store.waiting(write.owner, route, entity), write.at);
    if (plan.drop.length > 0) await this.store.remove(plan.drop);
    if (!plan.add) return undefined;
    const queued: Queued<P> = { id: write.id, key: write.key, owner: write.owner, route, entity, at: write.at, attempts: 0, notBefore: 0, payload: write.payload };
    await this.store.add(queued);
    return queued;
  }

  /** Forgets the owner's waiting writes of this route and entity (one the server has just recorded online). */
  async forget(contract: Pick<RouteContract, 'method' | 'path' | 'offline'>, owner: string, params: Readonly<Record<string, string>>, body: unknown, address: string): Promise<void> {
    const rule = queueRuleOf(contract);
    if (!rule) return;
    const route = routeKey(contract);
    const waiting = await this.store.waiting(owner, route, entityOf(rule, params, body, address));
    if (waiting.length > 0) await this.store.remove(waiting.map((queued) => queued.id));
  }
}

/** A store over one list read and written whole (the browser's localStorage entry, a test's array). */
export function listStore<P>(read: () => Queued<P>[], write: (queue: Queued<P>[]) => void): OutboxStore<P> {
  return {
    waiting: (owner, route, entity) => read().filter((queued) => queued.owner === owner && queued.route === route && queued.entity === entity),
    add: (queued) => write([...read(), queued]),
    remove: (ids) => write(read().filter((queued) => !ids.includes(queued.id))),
  };
}
