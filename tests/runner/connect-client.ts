import { connectServerMessage, type ConnectServerMessage } from '@shared/api/runner';
import WebSocket from 'ws';

/** A WebSocket client of `/api/v2/piston/connect` that records every message the server sends. */
export interface ConnectClient {
  messages: ConnectServerMessage[];
  send(message: unknown): void;
  /** Resolves with the first message (already received or coming) that matches. */
  waitFor(match: (message: ConnectServerMessage) => boolean): Promise<ConnectServerMessage>;
  closed: Promise<{ code: number }>;
  stdout(): string;
}

export async function openConnect(baseUrl: string): Promise<ConnectClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v2/piston/connect`);
  const messages: ConnectServerMessage[] = [];
  const waiters: Array<{ match: (m: ConnectServerMessage) => boolean; resolve: (m: ConnectServerMessage) => void }> = [];
  socket.on('message', (raw: WebSocket.RawData) => {
    const message = connectServerMessage.parse(JSON.parse(String(raw)));
    messages.push(message);
    for (const waiter of waiters.filter((w) => w.match(message))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor: (match) => {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    closed,
    stdout: () => messages.flatMap((m) => (m.type === 'data' && m.stream === 'stdout' ? [m.data] : [])).join(''),
  };
}
