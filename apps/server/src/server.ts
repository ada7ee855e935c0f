// The process entry point: parse config, open and migrate the database, seed on first run,
// listen, and shut down gracefully on SIGINT/SIGTERM.
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import { writeHandoff } from './cli/server-handoff.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { seedDatabase } from './db/seed/seed.ts';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const started = Date.now();
  let database;
  try {
    database = await openDatabase(
      config.database.kind === 'postgres'
        ? { kind: 'postgres', url: config.database.url }
        : { kind: 'pglite', dataDir: config.database.dataDir },
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await database.migrate();
  const seeded = await seedDatabase(database.db, { demoCatalog: config.seedDemo });

  // With the embedded database, the owner's command line reaches it through this server.
  const adminToken = database.kind === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
  const app = await buildApp({ config, database, adminToken });
  if (seeded.products > 0) app.log.info({ products: seeded.products }, 'demo catalog loaded');

  let removeHandoff = () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Give in-flight requests time to finish, but never hang forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      removeHandoff();
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (adminToken) {
    removeHandoff = writeHandoff(config.dataDir, {
      pid: process.pid,
      port: config.port,
      token: adminToken,
    });
  }
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.kind, ms: Date.now() - started },
    'store is serving',
  );
}

main().catch((err: unknown) => {
  console.error('The store could not start:', err);
  process.exit(1);
});
