import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { listenOnInstallPort } from './install-port';

export interface EmbeddedServerOptions {
  dataDir: string;
  rendererDir: string;
  resourcesDir: string;
  version: string;
  /** The platform server the learner signed in to: this server then keeps an offline copy and an outbox. */
  syncWith?: string;
  /** The port this install listens on (kept in the app's settings); a new one is picked when absent or taken. */
  port?: number;
  /** The per-launch secret every request must carry (src-server/http/desktop-access.ts). */
  accessSecret: string;
  /** Seals the platform's tokens the server keeps (src-server/sync/token-seal.ts); made and kept by main (token-key.ts). */
  tokenKey?: string;
}

export interface EmbeddedServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The platform server runs inside the desktop app on this install's loopback port, with its data
 * under the user's app-data folder; nothing listens beyond this computer, and only the app's own
 * window (its Host, its origin, the per-launch secret) is answered. Standalone, it is the learner's
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
      DESKTOP_ACCESS_SECRET: options.accessSecret,
      TOKEN_ENCRYPTION_KEY: options.tokenKey,
    },
    options.version,
  );
  const { app } = await buildApp(config, options.resourcesDir);
  try {
    const port = await listenOnInstallPort(async (candidate) => {
      await app.listen({ port: candidate, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('The embedded server has no TCP address.');
      return address.port;
    }, options.port);
    return { url: `http://127.0.0.1:${port}`, port, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
