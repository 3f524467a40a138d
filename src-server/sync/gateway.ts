import { randomUUID } from 'node:crypto';
import type { ConflictChoice, SyncConflict, SyncStatusReply } from '@shared/api/sync';
import { resolveConflictBody } from '@shared/api/sync';
import { sessionReply } from '@shared/api/auth';
import { authMessageTable } from '@shared/auth/messages';
import { httpMessageTable } from '@shared/http/messages';
import { invalidField } from '@shared/http/invalid-field';
import { executeRequest } from '@shared/api/runner';
import { matchRoutePath, routePath, type RouteContract } from '@shared/api/route';
import { authRoutes } from '@shared/api/routes/auth';
import { platformRoutes } from '@shared/api/routes/platform';
import { profileRoutes } from '@shared/api/routes/profile';
import { playgroundRoutes } from '@shared/api/routes/playground';
import { keepBothCopy } from '@shared/sync/keep-both';
import { syncMessageTable } from '@shared/sync/messages';
import { offlineIdPrefix } from '@shared/sync/rules';
import { runnerRoutes } from '@shared/api/routes/runner';
import { syncRoutes } from '@shared/api/routes/sync';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { Executor } from '../runner/executor';
import { installedHere } from '../runner/platform-executor';
import { Link } from './link';
import { offlineRefusal } from './offline-messages';
import { forgetSession, keepSession, offlineSession } from './offline-session';
import { createProjectHere, findQueuedWrite, NotKeptOffline, queuedWrites } from './optimistic';
import { pullFor } from './pull';
import { createRemote, forwardedRequestHeaders, type RemoteReply, RemoteUnreachable, tokenClaims } from './remote';
import { createReplayer, serverStamps } from './replay';
import { countWaiting, dropCache, enqueue, findEntry, knownUser, pullableUsers, readCache, rememberToken, sealKeptTokens, waitingForSignIn, writeCache } from './store';
import { signInAgainMessage, tokenSeal } from './token-seal';

export interface SyncSettings {
  remoteUrl: string;
  timeoutMs: number;
  intervalMs: number;
  /** Seals the platform's tokens kept in `sync_users` (hex); without it they are kept as they are. */
  tokenKey: string | undefined;
}

/** The shell's `GET /api/sync/*` and the conflicts, answered the same way in both modes. */
export interface SyncService {
  status(): Promise<SyncStatusReply>;
  conflicts(userId: string): Promise<SyncConflict[]>;
  resolve(userId: string, conflictId: string, keep: ConflictChoice): Promise<boolean>;
}

const bearer = /^Bearer (\S+)$/;
const toolchainsPath = routePath(runnerRoutes.toolchains);
const executePath = routePath(runnerRoutes.execute);
const refreshPath = routePath(authRoutes.refresh);
const logoutPath = routePath(authRoutes.logout);
const syncPrefix = '/api/sync/';

/** The routes whose contract says `offline: 'here'`: this computer answers them itself, online or not. */
export const answeredHere: RouteContract[] = [runnerRoutes.execute, syncRoutes.resolve];

/** A request for this contract: same method, and a path of its pattern. */
const isCall = (contract: RouteContract, method: string, path: string) => contract.method === method && matchRoutePath(contract, path) !== undefined;
const replyHeaders = ['content-type', 'content-disposition', 'cache-control', 'retry-after', 'location', 'idempotent-replayed'];
const json = 'application/json; charset=utf-8';

/** The queued write that meets conflicts of this kind, whose rule shows, resends and settles them. */
const meeting = (kind: string) => queuedWrites.find((write) => write.conflict?.kind === kind);

/** A refusal in the API's error shape. */
const errorBody = (code: string, { message, messageId, messageValues }: IdentifiedMessage) =>
  JSON.stringify({ error: { code, message, messageId, ...(messageValues ? { messageValues } : {}) } });

/** A request body's first refusal, worded as the platform's own validation reply words it. */
const bodyRefusal = (error: z.ZodError) => {
  const issue = error.issues[0];
  return invalidField(issue && issue.path.length > 0 ? issue.path.join('.') : 'body', issue);
};

async function readRaw(request: FastifyRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function relay(reply: FastifyReply, remote: RemoteReply): FastifyReply {
  reply.code(remote.status);
  for (const name of replyHeaders) {
    const value = remote.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  // The refresh cookie now belongs to this loopback origin, which is plain http.
  const cookies = remote.headers.getSetCookie().map((cookie) => cookie.replace(/;\s*(Secure|Domain=[^;]*)/gi, ''));
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(remote.body);
}

/**
 * Offline-first sync (docs/ARCHITECTURE.md "Offline-first sync"): the desktop's embedded server
 * answers every API request by asking the platform server, keeping a copy of what it reads in
 * SQLite; when the platform does not answer it serves that copy. The learner's writes (progress,
 * quiz answers, resume, playground saves, assignments, hackathon submissions and team changes) go through a durable outbox, sent in order
 * with idempotency keys. Registered before the access check: the tokens here are the platform's.
 */
export function registerSyncGateway(app: FastifyInstance, db: Kysely<Database>, settings: SyncSettings, clock: Clock, executor?: Executor): SyncService {
  const link = new Link(Math.min(settings.intervalMs, 5000), clock);
  const stamp = () => clock().toISOString();
  const callRemote = createRemote(settings.remoteUrl, settings.timeoutMs);
  const seal = tokenSeal(settings.tokenKey);
  const replayer = createReplayer(db, seal, callRemote, link, app.log, clock);
  // Tokens kept in clear before this computer had a key are sealed before the first request.
  app.addHook('onReady', async () => {
    const { sealed, unreadable } = await sealKeptTokens(db, seal);
    if (sealed > 0) app.log.info({ sealed }, 'sealed the platform tokens kept in clear');
    if (unreadable > 0) app.log.warn({ unreadable }, 'platform tokens sealed under another key: their writes wait until those learners sign in again');
  });

  const service: SyncService = {
    status: async () => ({
      mode: 'sync',
      online: link.offlineSince === null,
      offlineSince: link.offlineSince?.toISOString() ?? null,
      pending: await countWaiting(db),
      signInAgain: (await waitingForSignIn(db, seal, replayer.refusedUsers, stamp())).length > 0,
    }),
    conflicts: async (userId) => {
      const rows = await db.selectFrom('sync_conflicts').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
      return rows.map((row) => {
        const kind = row.kind === 'resume' || row.kind === 'project' ? row.kind : 'submission';
        const mine = JSON.parse(row.local_json) as unknown;
        const server = JSON.parse(row.server_json) as unknown;
        const shown = meeting(kind)?.conflict?.shown;
        return { id: row.id, kind, path: row.path, ...(shown ? shown(mine, server) : { mine, server }), createdAt: row.created_at };
      });
    },
    resolve: async (userId, conflictId, keep) => {
      const row = await db.selectFrom('sync_conflicts').selectAll().where('id', '=', conflictId).where('user_id', '=', userId).executeTakeFirst();
      if (!row) return false;
      const kind = row.kind === 'resume' || row.kind === 'project' ? row.kind : 'submission';
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sync_conflicts').where('id', '=', row.id).execute();
        const server = JSON.parse(row.server_json) as { updatedAt?: string | null } | null;
        const mine = JSON.parse(row.local_json) as unknown;
        const write = meeting(kind);
        const rule = write?.conflict;
        if (keep === 'mine' && write && rule) {
          // Sent again, now over the server's copy that the learner has seen.
          const base = server?.updatedAt ?? null;
          const body = rule.resend(mine, base);
          const entry = { userId, method: write.route.method, path: row.path, body: JSON.stringify(body), baseStamp: base, localStamp: null };
          await enqueue(trx, { route: write.route, params: {}, parsed: body }, entry, randomUUID(), randomUUID(), stamp());
        }
        if (keep === 'both') {
          // The server's copy stays; this computer's becomes a new project, created as one made offline is.
          const copy = keepBothCopy(kind, mine, server);
          const created = await createProjectHere(trx, userId, copy, stamp());
          const entry = { userId, method: 'POST', path: projectsPath, body: JSON.stringify(copy), baseStamp: created.updatedAt, localStamp: created.id } as const;
          await enqueue(trx, { route: playgroundRoutes.createProject, params: {}, parsed: copy }, entry, randomUUID(), randomUUID(), stamp());
        }
        await rule?.settled(trx, userId, keep, server, stamp());
      });
      void replayer.flush();
      return true;
    },
  };
  const projectsPath = routePath(playgroundRoutes.projects);

  /** The user a platform token names: proven by the platform when it answers, remembered here for offline. */
  async function userOf(token: string | undefined): Promise<string | undefined> {
    return token ? knownUser(db, token) : undefined;
  }

  async function remember(token: string | undefined, status: number): Promise<string | undefined> {
    if (!token || status === 401) return undefined;
    const claims = tokenClaims(token);
    if (!claims) return undefined;
    await rememberToken(db, seal, token, claims.userId, claims.expiresAt, stamp());
    // A token the platform accepted again: the writes waiting for a sign-in may go.
    if (replayer.refusedUsers.delete(claims.userId)) void replayer.flush();
    return claims.userId;
  }

  async function handleSyncRoute(request: FastifyRequest, reply: FastifyReply, token: string | undefined, path: string) {
    if (isCall(syncRoutes.status, request.method, path)) return reply.type(json).send(await service.status());
    const userId = await userOf(token);
    if (!userId) return reply.code(401).type(json).send(errorBody('UNAUTHENTICATED', authMessageTable.ref('signInToContinue')));
    if (isCall(syncRoutes.conflicts, request.method, path)) return reply.type(json).send({ conflicts: await service.conflicts(userId) });
    const resolve = request.method === syncRoutes.resolve.method ? matchRoutePath(syncRoutes.resolve, path) : undefined;
    if (resolve?.conflictId) {
      const body = resolveConflictBody.safeParse(JSON.parse((await readRaw(request)).toString('utf8') || '{}'));
      if (!body.success) return reply.code(400).type(json).send(errorBody('VALIDATION', syncMessageTable.ref('chooseSide')));
      if (!(await service.resolve(userId, resolve.conflictId, body.data.keep))) {
        return reply.code(404).type(json).send(errorBody('NOT_FOUND', syncMessageTable.ref('conflictResolved')));
      }
      return reply.type(json).send({ ok: true });
    }
    return reply.code(404).type(json).send(errorBody('NOT_FOUND', httpMessageTable.ref('nothingAt', { path })));
  }

  async function queueWrite(request: FastifyRequest, reply: FastifyReply, token: string | undefined, path: string, body: Buffer) {
    const found = findQueuedWrite(request.method, path);
    if (!found) return undefined;
    // A token the platform never accepted here cannot queue anything: the platform decides.
    let userId = await userOf(token);
    if (!userId) {
      try {
        const remote = await callRemote({ method: 'GET', path: routePath(profileRoutes.me), headers: { authorization: `Bearer ${token ?? ''}` } });
        link.online();
        userId = remote.status === 200 ? await remember(token, remote.status) : undefined;
      } catch (error) {
        if (!(error instanceof RemoteUnreachable)) throw error;
        link.offline();
      }
      if (!userId) return reply.code(401).type(json).send(errorBody('UNAUTHENTICATED', authMessageTable.ref('signInToContinue')));
    }
    let parsedBody: unknown;
    try {
      // Some writes carry no body (leaving a team).
      const text = body.toString('utf8');
      parsedBody = text === '' ? undefined : JSON.parse(text);
    } catch {
      return reply.code(400).type(json).send(errorBody('BAD_REQUEST', httpMessageTable.ref('invalidJson')));
    }
    const parsed = found.write.parse(parsedBody);
    if (!parsed.success) return reply.code(400).type(json).send(errorBody('VALIDATION', bodyRefusal(parsed.error)));
    const id = randomUUID();
    let answer;
    try {
      const at = stamp();
      answer = await db.transaction().execute(async (trx) => {
        const local = await found.write.apply(trx, userId, found.params, parsed.data, at);
        if (local.nothingToSend) return local;
        const sent = local.send === undefined ? body.toString('utf8') : JSON.stringify(local.send);
        const entry = { userId, method: request.method, path, body: sent, baseStamp: local.baseStamp, localStamp: local.localStamp };
        await enqueue(trx, { route: found.write.route, params: found.params, parsed: parsed.data }, entry, id, randomUUID(), at);
        return local;
      });
    } catch (error) {
      if (error instanceof NotKeptOffline) {
        // This computer's copy is missing or behind: the platform, if it answers, decides.
        if (link.offlineSince === null) return undefined;
        const code = error.status === 503 ? 'UNAVAILABLE' : error.status === 409 ? 'CONFLICT' : error.status === 404 ? 'NOT_FOUND' : 'FORBIDDEN';
        return reply.code(error.status).type(json).send(errorBody(code, error.refusal));
      }
      throw error;
    }
    if (link.worthTrying()) await replayer.flush();
    const row = await findEntry(db, id);
    if (row && row.reply_status !== null && row.reply_body !== null && row.state !== 'conflict') {
      return reply.code(row.reply_status).type(json).send(row.reply_body);
    }
    // Not on the platform yet (offline, or behind a write that waits): this computer's answer.
    return reply.code(answer.status).header('x-kodeshala-queued', '1').type(json).send(answer.reply);
  }

  /** A sign-in or refresh the platform answered: its token names its user here, its session outlives a restart offline. */
  async function keepSignIn(remote: RemoteReply): Promise<void> {
    const cookies = remote.headers.getSetCookie();
    if (cookies.length === 0) return;
    const body = remote.body.toString('utf8');
    const session = sessionReply.safeParse(JSON.parse(body || 'null'));
    if (!session.success) return;
    await keepSession(db, cookies, body, stamp());
    await remember(session.data.accessToken, remote.status);
  }

  /** A batch run the platform cannot take: this computer's toolchain runs it when it has one. */
  async function runHere(reply: FastifyReply, userId: string | undefined, body: Buffer | undefined) {
    if (userId === undefined) return reply.code(401).type(json).send(errorBody('UNAUTHENTICATED', authMessageTable.ref('signInToContinue')));
    let value: unknown;
    try {
      value = JSON.parse(body?.toString('utf8') ?? '');
    } catch {
      return reply.code(400).type(json).send(errorBody('BAD_REQUEST', httpMessageTable.ref('invalidJson')));
    }
    const request = executeRequest.safeParse(value);
    if (!request.success) return reply.code(400).type(json).send(errorBody('VALIDATION', bodyRefusal(request.error)));
    if (!executor || !(await installedHere(executor, request.data.language))) {
      return reply.code(503).type(json).send(errorBody('UNAVAILABLE', offlineRefusal(executePath, 'POST')));
    }
    try {
      return reply.header('x-kodeshala-ran-here', '1').type(json).send(await executor.execute(request.data));
    } catch (error) {
      if (error instanceof AppError) return reply.code(error.status).type(json).send(errorBody(error.code, error));
      throw error;
    }
  }

  async function serveCopy(reply: FastifyReply, token: string | undefined, path: string) {
    const userId = (await userOf(token)) ?? (token ? undefined : '');
    const copy = userId === undefined ? undefined : await readCache(db, userId, path);
    if (copy === undefined) return reply.code(503).type(json).send(errorBody('UNAVAILABLE', offlineRefusal(path, 'GET')));
    return reply.header('x-kodeshala-offline-since', link.offlineSince?.toISOString() ?? '').type(json).send(copy);
  }

  /**
   * A page may still hold the id this computer gave a project made offline after the platform gave
   * its own: the request goes to the platform's id.
   */
  async function followOfflineIds(url: string, token: string | undefined): Promise<string> {
    if (!url.startsWith(`${projectsPath}/${offlineIdPrefix}`)) return url;
    const userId = await userOf(token);
    if (userId === undefined) return url;
    const [pathPart = url, query] = url.split('?');
    const offlineId = decodeURIComponent(pathPart.slice(projectsPath.length + 1));
    const real = (await serverStamps(db, userId)).get(offlineId);
    if (real === undefined) return url;
    return `${routePath(playgroundRoutes.project, { id: real })}${query === undefined ? '' : `?${query}`}`;
  }

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    // Interactive runs (a WebSocket) reach the platform through the runner (platform-executor.ts);
    // which toolchains this computer has is this computer's to say.
    if (!url.startsWith('/api/') || request.headers.upgrade !== undefined || url.split('?')[0] === toolchainsPath) return;
    const token = bearer.exec(request.headers.authorization ?? '')?.[1];
    const path = await followOfflineIds(url, token);
    if (path.startsWith(syncPrefix)) return handleSyncRoute(request, reply, token, path);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const body = isRead ? undefined : await readRaw(request);

    if (!isRead && body) {
      await queueWrite(request, reply, token, path, body);
      // A reply is a thenable that settles empty once sent: whether it was sent is what tells, not
      // what the await gave, else a write answered here would also be forwarded to the platform.
      if (reply.sent) return reply;
    }
    const userId = await userOf(token);
    // The learner's own writes go first, so what the platform answers already holds them.
    const offlineAnswer = async () => {
      if (isRead) return serveCopy(reply, token, path);
      if (isCall(runnerRoutes.execute, request.method, path)) return runHere(reply, userId, body);
      if (path === refreshPath) {
        const session = await offlineSession(db, seal, request.headers.cookie);
        if (session === 'sign-in-again') return reply.code(401).type(json).send(errorBody('UNAUTHENTICATED', signInAgainMessage));
        if (session) return reply.header('x-kodeshala-offline-since', link.offlineSince?.toISOString() ?? '').type(json).send(session);
      }
      if (path === logoutPath) {
        // Signed out on this computer; the platform's session ends when it runs out.
        await forgetSession(db, request.headers.cookie);
        return reply.type(json).send({ ok: true });
      }
      return reply.code(503).type(json).send(errorBody('UNAVAILABLE', offlineRefusal(path, request.method)));
    };
    if (!link.worthTrying()) return offlineAnswer();
    if (isRead && userId !== undefined && (await countWaiting(db, userId)) > 0) {
      await replayer.flush();
      // Still waiting: this computer's copy holds writes the platform's does not have yet.
      if ((await countWaiting(db, userId)) > 0 && (await readCache(db, userId, path)) !== undefined) return serveCopy(reply, token, path);
    }

    const headers: Record<string, string> = {};
    for (const name of forwardedRequestHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let remote: RemoteReply;
    try {
      remote = await callRemote({ method: request.method, path, headers, body });
    } catch (error) {
      if (!(error instanceof RemoteUnreachable)) throw error;
      link.offline();
      return offlineAnswer();
    }
    link.online();
    if (path === logoutPath) await forgetSession(db, request.headers.cookie);
    else if (path.startsWith('/api/auth/') && remote.status < 300) await keepSignIn(remote);
    const seenUser = (await remember(token, remote.status)) ?? (token ? undefined : '');
    if (request.method === 'GET' && seenUser !== undefined) {
      const isJson = (remote.headers.get('content-type') ?? '').startsWith('application/json');
      if (remote.status === 200 && isJson && !path.startsWith('/api/auth/')) await writeCache(db, seenUser, path, remote.body.toString('utf8'), stamp());
      // A lesson that is locked now (a subscription ended) stays on the server.
      else if (remote.status === 403 || remote.status === 404) await dropCache(db, seenUser, path);
    }
    return relay(reply, remote);
  });

  // On the monotonic clock: the wait between pulls is a duration, which a test clock leaves alone.
  let lastPull = Number.NEGATIVE_INFINITY;
  const pullEveryMs = settings.intervalMs * 10;
  const tick = async () => {
    if (link.offlineSince !== null || (await countWaiting(db)) > 0) {
      await replayer.flush();
      if (link.offlineSince !== null) {
        try {
          await callRemote({ method: 'GET', path: routePath(platformRoutes.health), headers: {} });
          link.online();
          lastPull = Number.NEGATIVE_INFINITY;
        } catch {
          link.offline();
        }
      }
    }
    if (link.offlineSince !== null || performance.now() - lastPull < pullEveryMs) return;
    lastPull = performance.now();
    for (const user of await pullableUsers(db, seal, stamp())) await pullFor(db, callRemote, link, clock, user.userId, user.token);
  };
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= tick()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sync with the platform server failed'))
      .finally(() => (running = undefined));
  }, settings.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await replayer.idle();
  });
  return service;
}
