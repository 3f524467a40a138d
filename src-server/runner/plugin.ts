import { connectClientMessage, type ConnectServerMessage, type ConnectSignal } from '@shared/api/runner';
import { runnerRoutes } from '@shared/api/routes/runner';
import { placeLanguage, type RunnerMode } from '@shared/runner/placement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { authMessageTable } from '@shared/auth/messages';
import { issueMessageRef } from '@shared/i18n/issue-message';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import { runnerMessageTable } from '@shared/runner/messages';
import type { AccessTokenSigner } from '../auth/access-token';
import { AppError } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { websocketOnly } from '../http/websocket-only';
import type { SyncService } from '../sync/gateway';
import type { Executor, InteractiveSession } from './executor';
import type { UserRunLimiter } from './rate-limit';

interface RunnerOptions {
  executor: Executor;
  limitUser: UserRunLimiter;
  /** Who an interactive run's token names: this server's signature, or (syncing) a platform token this computer has seen accepted. */
  verify: AccessTokenSigner['verify'] | ((token: string) => Promise<{ userId: string } | undefined>);
  /** Whether this is the desktop app's embedded server, and whether it syncs with a platform server. */
  desktop: boolean;
  sync: SyncService;
}

/** The first message (init with the token) must come soon: an idle socket holds nothing for long. */
const initWaitMs = 10_000;

const messageOf = (error: unknown): IdentifiedMessage => (error instanceof AppError ? error : runnerMessageTable.ref('ourFault'));

/**
 * Piston's v2 protocol for signed-in learners (`/execute`, `/runtimes`) and an
 * interactive run over a WebSocket (`/connect`), all through one executor.
 */
export const runnerPlugin: FastifyPluginAsyncZod<RunnerOptions> = async (app, { executor, limitUser, verify, desktop, sync }) => {
  app.route({ ...routeOptions(runnerRoutes.runtimes), handler: async () => executor.runtimes() });

  app.route({
    ...routeOptions(runnerRoutes.toolchains),
    handler: async () => {
      const status = await sync.status();
      const mode: RunnerMode = status.mode === 'sync' ? 'sync' : desktop ? 'standalone' : 'server';
      // A Piston cluster that does not answer runs nothing: the list is empty rather than an error.
      const toolchains = await executor.toolchains().catch(() => []);
      return {
        mode,
        backend: executor.kind === 'piston' ? ('piston' as const) : (executor.backend ?? null),
        platformOnline: mode === 'sync' ? status.online : null,
        languages: toolchains
          .filter((t) => mode !== 'server' || t.version !== null)
          .map((t) => {
            const runs = placeLanguage(t.version !== null, mode);
            return { language: t.language, version: t.version, runs, hint: runs === 'here' ? null : t.hint };
          }),
      };
    },
  });

  app.route({
    ...routeOptions(runnerRoutes.execute),
    // Above the runner's own source limit, so a too-large program gets the runner's message.
    bodyLimit: 2 * 1024 * 1024,
    // Piston's rule and words: any other type is refused before the body is read, even JSON text
    // sent as text/plain (as the npm `piston-client` sends it).
    onRequest: async (request) => {
      if (!request.headers['content-type']?.toLowerCase().startsWith('application/json')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', runnerMessageTable.ref('jsonOnly'), 415);
      }
    },
    handler: async (request) => {
      const { userId } = requireUser(request);
      const release = await limitUser(userId);
      try {
        return await executor.execute(request.body);
      } finally {
        release();
      }
    },
  });

  app.route({
    ...routeOptions(runnerRoutes.connect),
    handler: websocketOnly,
    wsHandler: (socket: WebSocket) => {
      let session: InteractiveSession | undefined;
      let starting = false;
      // Typed while the token is checked and the program starts: handed over once it has.
      let earlyInput = '';
      let earlySignal: ConnectSignal | undefined;
      let closed = false;
      const send = (message: ConnectServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const fail = ({ message, messageId, messageValues }: IdentifiedMessage) => {
        send({ type: 'error', message, messageId, ...(messageValues ? { messageValues } : {}) });
        socket.close(4000, 'error');
      };
      const idle = setTimeout(() => fail(runnerMessageTable.ref('initFirst')), initWaitMs);

      socket.on('close', () => {
        closed = true;
        clearTimeout(idle);
        session?.signal('SIGKILL');
      });

      socket.on('message', (raw) => {
        let value: unknown;
        try {
          value = JSON.parse(raw.toString());
        } catch {
          return fail(runnerMessageTable.ref('jsonMessages'));
        }
        const parsed = connectClientMessage.safeParse(value);
        if (!parsed.success) return fail(runnerMessageTable.ref('notUnderstood', { reason: issueMessageRef(parsed.error.issues[0] ?? { message: '' }) }));
        const message = parsed.data;
        if (message.type !== 'init') {
          if (!starting) return fail(runnerMessageTable.ref('initFirst'));
          if (message.type === 'data') {
            if (session) session.write(message.data);
            else earlyInput += message.data;
          } else if (session) session.signal(message.signal);
          else earlySignal = message.signal;
          return;
        }
        if (starting) return fail(runnerMessageTable.ref('alreadyStarted'));
        starting = true;
        clearTimeout(idle);
        void (async () => {
          // The check reads the session version from the database, which may fail: say so, never crash.
          const caller = await verify(message.token).catch((error: unknown) => {
            app.log.error({ err: error }, 'checking a runner token failed');
            return null;
          });
          if (caller === null) return fail(runnerMessageTable.ref('sessionUnchecked'));
          if (!caller) return fail(authMessageTable.ref('sessionExpired'));
          let release: () => void;
          try {
            release = await limitUser(caller.userId);
          } catch (error) {
            return fail(messageOf(error));
          }
          try {
            session = await executor.connect(message, {
              runtime: (language, version) => send({ type: 'runtime', language, version }),
              stage: (stage) => send({ type: 'stage', stage }),
              data: (stream, data) => send({ type: 'data', stream, data }),
              exit: (stage, result) => send({ type: 'exit', stage, code: result.code, signal: result.signal, message: result.message ?? null }),
            });
            if (earlyInput) session.write(earlyInput);
            if (closed) session.signal('SIGKILL');
            else if (earlySignal) session.signal(earlySignal);
            await session.done;
            socket.close(1000, 'done');
          } catch (error) {
            if (!(error instanceof AppError)) app.log.error({ err: error }, 'interactive run failed');
            fail(messageOf(error));
          } finally {
            release();
          }
        })();
      });
    },
  });
};
