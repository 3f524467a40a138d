import { type EmbeddedServer, startEmbeddedServer } from '../services/embedded-server';
import { type ServerProcessEvent, serverProcessRequest } from './protocol';

/**
 * The platform server's own process: an Electron utility process in the app, a plain Node child
 * (child_process.fork) in tests and the bench. SQLite, PDF drawing and ATS parsing run here, off
 * the main process that draws the window.
 */

interface Channel {
  send(event: ServerProcessEvent): void;
  onMessage(listener: (message: unknown) => void): void;
}

function parentChannel(): Channel {
  // Electron sets parentPort in a utility process only; a forked Node child has none.
  const port: Electron.ParentPort | undefined = process.parentPort;
  if (port) {
    return { send: (event) => port.postMessage(event), onMessage: (listener) => port.on('message', (message) => listener(message.data)) };
  }
  if (process.send) {
    return {
      send: (event) => process.send?.(event),
      onMessage: (listener) => process.on('message', listener),
    };
  }
  throw new Error('The server process was started without a channel to the app.');
}

const channel = parentChannel();
let server: EmbeddedServer | undefined;

async function stop(): Promise<never> {
  await server?.close();
  channel.send({ type: 'stopped' });
  process.exit(0);
}

channel.onMessage((message) => {
  const parsed = serverProcessRequest.safeParse(message);
  if (!parsed.success) return;
  const request = parsed.data;
  if (request.type === 'stop') {
    void stop();
    return;
  }
  startEmbeddedServer(request.options).then(
    (started) => {
      server = started;
      channel.send({ type: 'ready', port: started.port });
    },
    (error: unknown) => {
      channel.send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    },
  );
});
