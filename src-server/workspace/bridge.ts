import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import { routePath } from '@shared/api/route';
import { workspaceRoutes } from '@shared/api/routes/workspace';
import { liveRefusals } from '@shared/workspace/limits';

/**
 * The desktop's embedded server, connected to the platform: a shared project lives on the
 * platform, so the window's workspace socket is bridged to the platform's live endpoint with the
 * member's own platform token, and this computer holds no shared document (the window keeps its
 * copy in IndexedDB). Only a token the platform has accepted on this computer is bridged: a local
 * caller without one is refused here, as the platform would.
 */

/** Close codes a peer may not send (no status, abnormal closure, TLS failure): the member's side gets "try again later". */
const unsendable = new Set([1005, 1006, 1015]);
const tryAgainLater = 1013;
const unreachable = 'The platform cannot be reached; your edits are kept and will merge.';

export interface BridgeOptions {
  /** The platform's origin (`SYNC_REMOTE_URL`). */
  remoteUrl: string;
  /** Whether the platform has accepted this token on this computer. */
  knows: (token: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}

export function bridgeToPlatform(socket: WebSocket, projectId: string, token: string | undefined, { remoteUrl, knows, log }: BridgeOptions): void {
  const early: { data: WebSocket.RawData; binary: boolean }[] = [];
  let upstream: WebSocket | undefined;
  let closed = false;

  const closeLocal = (code: number, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(unsendable.has(code) ? tryAgainLater : code, unsendable.has(code) ? unreachable : reason);
  };

  socket.on('message', (data: WebSocket.RawData, binary: boolean) => {
    if (upstream?.readyState === WebSocket.OPEN) upstream.send(data, { binary });
    else early.push({ data, binary });
  });
  socket.on('close', () => {
    closed = true;
    if (upstream?.readyState === WebSocket.OPEN) upstream.close(1000);
    else upstream?.terminate();
  });

  void (async () => {
    if (!token || !(await knows(token))) {
      const { code, reason } = liveRefusals.unauthenticated;
      return closeLocal(code, reason);
    }
    if (closed) return;
    const url = new URL(routePath(workspaceRoutes.live, { projectId }), remoteUrl.replace(/^http/, 'ws'));
    url.searchParams.set('token', token);
    const remote = new WebSocket(url);
    upstream = remote;
    remote.on('open', () => {
      for (const { data, binary } of early.splice(0)) remote.send(data, { binary });
    });
    remote.on('message', (data: WebSocket.RawData, binary: boolean) => {
      if (socket.readyState === socket.OPEN) socket.send(data, { binary });
    });
    // The platform's refusals (44xx with a reason) reach the provider as they are, so it stops
    // retrying exactly when it would have against the platform itself.
    remote.on('close', (code: number, reason: Buffer) => closeLocal(code, reason.toString()));
    remote.on('error', (error: Error) => {
      log.warn({ err: error, projectId }, 'the workspace socket could not reach the platform');
      closeLocal(tryAgainLater, unreachable);
    });
  })().catch((error: unknown) => {
    log.error({ err: error, projectId }, 'a workspace socket could not be bridged to the platform');
    closeLocal(1011, 'The project could not be opened. Please try again.');
  });
}
