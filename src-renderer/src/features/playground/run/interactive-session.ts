import { runnerRoutes } from '@shared/api/routes/runner';
import { connectServerMessage, type ConnectServerMessage } from '@shared/api/runner';

export interface SessionHandlers {
  message(message: ConnectServerMessage): void;
  /** The socket closed; `clean` when the server ended it after the program finished. */
  closed(clean: boolean): void;
}

export interface InteractiveSession {
  send(text: string): void;
  interrupt(): void;
  close(): void;
}

/**
 * An interactive run over the runner's WebSocket (`/api/v2/piston/connect`): the access token
 * goes in the first message, since a browser cannot set headers on a WebSocket.
 */
export function openInteractiveSession(
  init: { token: string; language: string; version: string; files: Array<{ name: string; content: string }> },
  handlers: SessionHandlers,
): InteractiveSession {
  const url = new URL(runnerRoutes.connect.path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url);
  const send = (message: object) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  socket.addEventListener('open', () => send({ type: 'init', ...init, args: [] }));
  socket.addEventListener('message', (event) => {
    try {
      const parsed = connectServerMessage.safeParse(JSON.parse(String(event.data)));
      if (parsed.success) handlers.message(parsed.data);
    } catch {
      // A frame that is not JSON is not ours to show.
    }
  });
  socket.addEventListener('close', (event) => handlers.closed(event.code === 1000));
  return {
    send: (text) => send({ type: 'data', stream: 'stdin', data: text }),
    interrupt: () => send({ type: 'signal', signal: 'SIGINT' }),
    close: () => {
      send({ type: 'signal', signal: 'SIGKILL' });
      socket.close();
    },
  };
}
