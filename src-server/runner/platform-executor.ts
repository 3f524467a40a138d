import { connectServerMessage } from '@shared/api/runner';
import { chooseRunner } from '@shared/runner/placement';
import WebSocket from 'ws';
import { runnerMessageTable } from '@shared/runner/messages';
import { AppError } from '../errors';
import { offlineRefusal } from '../sync/offline-messages';
import type { Executor, InitMessage, InteractiveSession, SessionEvents } from './executor';
import { socketMessage } from './socket-message';

const connectPath = '/api/v2/piston/connect';

/** The platform server did not take the WebSocket: refused, reset or no handshake in time. */
class PlatformUnreachable extends Error {}

/** Whether this computer has a toolchain for `language` (a name or an alias, as the runner takes it). */
export async function installedHere(executor: Executor, language: string): Promise<boolean> {
  const name = language.trim().toLowerCase();
  return (await executor.toolchains()).some((t) => t.version !== null && (t.language === name || t.aliases.includes(name)));
}

export const offlineRunMessage = offlineRefusal(connectPath, 'GET');

/** One interactive run on the platform's runner: our own `/connect` protocol, the learner's platform token in the init message. */
function connectToPlatform(platformUrl: string, init: InitMessage, events: SessionEvents, handshakeMs: number): Promise<InteractiveSession> {
  const socket = new WebSocket(`${platformUrl.replace(/^http/, 'ws')}${connectPath}`, { handshakeTimeout: handshakeMs });
  return new Promise((resolve, reject) => {
    let settle: () => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const done = new Promise<void>((resolveDone, rejectDone) => {
      settle = resolveDone;
      fail = rejectDone;
    });
    let opened = false;
    let exited = false;
    socket.once('error', (error) => {
      if (!opened) reject(new PlatformUnreachable(error.message));
    });
    socket.on('close', () => {
      if (!opened) return reject(new PlatformUnreachable('closed before it opened'));
      if (exited) settle();
      else fail(new AppError('UNAVAILABLE', runnerMessageTable.ref('connectionLost'), 503));
    });
    socket.once('open', () => {
      opened = true;
      socket.send(JSON.stringify(init));
      const send = (message: object) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));
      resolve({ write: (data) => void send({ type: 'data', stream: 'stdin', data }), signal: (signal) => void send({ type: 'signal', signal }), done });
    });
    socket.on('message', (raw: WebSocket.RawData) => {
      const message = socketMessage(raw, connectServerMessage);
      if (!message) return;
      if (message.type === 'runtime') events.runtime(message.language, message.version);
      else if (message.type === 'stage') events.stage(message.stage);
      else if (message.type === 'data') events.data(message.stream, message.data);
      else if (message.type === 'exit') {
        exited = true;
        events.exit(message.stage, { code: message.code, signal: message.signal, message: message.message ?? null });
      } else {
        // The platform's own refusal (a session that ended, a language it lacks), by its id when it sent one.
        exited = true;
        const { messageId, messageValues } = message;
        const refusal = messageId ? { message: message.message, messageId, ...(messageValues ? { messageValues } : {}) } : runnerMessageTable.ref('runnerRefused', { reason: message.message });
        fail(new AppError('BAD_REQUEST', refusal, 400));
        socket.close();
      }
    });
  });
}

/**
 * The desktop's embedded server signed in to a platform server (offline-first sync): an
 * interactive run goes to the platform's runner while it answers, and to this computer's
 * toolchain (`local`) when it does not. Batch runs (`/execute`) reach the platform through the
 * sync gateway, which calls `execute` here only when the platform does not answer.
 */
export function createPlatformFirstExecutor(platformUrl: string, local: Executor, handshakeMs: number): Executor {
  return {
    kind: 'local',
    backend: local.backend,
    runtimes: () => local.runtimes(),
    toolchains: () => local.toolchains(),
    execute: (request) => local.execute(request),
    async connect(init, events) {
      try {
        return await connectToPlatform(platformUrl, init, events, handshakeMs);
      } catch (error) {
        if (!(error instanceof PlatformUnreachable)) throw error;
      }
      if (chooseRunner('sync', false, await installedHere(local, init.language)) === 'none') throw new AppError('UNAVAILABLE', offlineRunMessage, 503);
      return local.connect(init, events);
    },
    close: () => local.close(),
  };
}
