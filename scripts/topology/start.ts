import { startTopology } from './topology';

/**
 * Starts three server processes on a fresh PostgreSQL database behind nginx and keeps them until
 * Ctrl+C: `TOPOLOGY_DATABASE_URL=postgres://… npm run topology`.
 */
const adminDatabaseUrl = process.env.TOPOLOGY_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminDatabaseUrl) {
  console.error('Set TOPOLOGY_DATABASE_URL to a PostgreSQL server where a database may be created (bash scripts/start-test-postgres.sh prints one).');
  process.exit(1);
}
const topology = await startTopology({ adminDatabaseUrl, processes: Number(process.env.TOPOLOGY_PROCESSES ?? 3) });
console.log(`Kodeshala behind nginx: ${topology.url}`);
for (const server of topology.processes) console.log(`  server process on 127.0.0.1:${server.port} (pid ${server.child.pid})`);
console.log('Ctrl+C stops everything and drops the database.');
const stop = async () => {
  await topology.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
