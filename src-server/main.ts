import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { defaultRendererDir, defaultResourcesDir, readPackageVersion } from './paths';
import { announceStart } from './start-banner';

async function main(): Promise<void> {
  const config = loadConfig(process.env, readPackageVersion());
  config.rendererDir ??= defaultRendererDir;
  const { app, db, demoAccounts, hasRenderer } = await buildApp(config, config.resourcesDir ?? defaultResourcesDir);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting, waits for in-flight requests, then runs onClose (which closes the DB).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  announceStart({ address, config, dialect: db.dialect, demoAccounts, hasRenderer });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Kodeshala could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
