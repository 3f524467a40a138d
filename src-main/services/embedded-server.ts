import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';

export interface EmbeddedServerOptions {
  dataDir: string;
  rendererDir: string;
  resourcesDir: string;
  version: string;
  /** The platform server the learner signed in to: this server then keeps an offline copy and an outbox. */
  syncWith?: string;
}

export interface EmbeddedServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The platform server runs inside the desktop app on a free loopback port, with its data under the
 * user's app-data folder; nothing listens beyond this computer. Standalone, it is the learner's
 * whole platform; with `syncWith`, it replicates with that platform server (offline-first sync).
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      RENDERER_DIR: options.rendererDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DEMO_PASSWORD: process.env.DEMO_PASSWORD,
      // Learners run their own code on their own computer: on Linux bubblewrap when present and
      // prlimit's limits always; on Windows and macOS plain processes over their own toolchains.
      RUNNER_SANDBOX: process.platform === 'linux' ? 'if-available' : 'plain-process',
      SYNC_REMOTE_URL: options.syncWith,
    },
    options.version,
  );
  const { app } = await buildApp(config, options.resourcesDir);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The embedded server has no TCP address.');
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
