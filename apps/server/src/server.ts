// The process entry point: parse config, open and migrate the database, seed on first run,
// listen, and shut down gracefully on SIGINT/SIGTERM.
import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from './app.ts';
import { runCommand } from './cli/run-command.ts';
import { listenForHandoff, writeHandoff, type HandoffListener } from './cli/server-handoff.ts';
import { ConfigError, databaseTarget, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DataDirExposedError, preparePrivateDataDir } from './db/private-data-dir.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { ensurePinDirectory } from './modules/delivery/index.ts';

/**
 * A full garbage collection now. The WebAssembly memory of a closed PGlite is returned only when
 * V8 collects it, and V8 sees no reason to: the JavaScript heap is small, so nothing would start
 * a full collection for a long while. Turning on V8's `--expose-gc` at run time gives the function.
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

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
    // The data folder (outbox, admin socket, and the embedded database) is this user's alone.
    preparePrivateDataDir(config.dataDir);
    database = await openDatabase(databaseTarget(config));
  } catch (err) {
    if (err instanceof DataDirLockedError || err instanceof DataDirExposedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await database.migrate();
  const seeded = await seedDatabase(database.db, {
    demoCatalog: config.seedDemo,
    ownShop: !config.seedDemo,
  });
  // India Post's PIN directory, loaded once into an empty table (docs/delivery.md).
  const pins = await ensurePinDirectory(database.db);
  // Creating the database and loading the catalog and the directory grew PGlite's WebAssembly
  // memory, which never shrinks: opened afresh it starts small again, and the old memory goes
  // at the collection once the store serves (docs/decisions/017-small-machine.md).
  const reopened = database.kind === 'pglite' && (seeded.products > 0 || pins !== null);
  if (reopened) {
    await database.close();
    database = await openDatabase(databaseTarget(config));
  }

  // With the embedded database, the owner's command line reaches it through this server, on a
  // socket of its own (cli/server-handoff.ts), never through the public app.
  const adminToken = database.kind === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
  const app = await buildApp({ config, database });
  if (seeded.products > 0) app.log.info({ products: seeded.products }, 'demo catalog loaded');
  if (pins) app.log.info(pins, 'PIN directory loaded');

  let removeHandoff = () => {};
  let handoff: HandoffListener | null = null;
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
      await handoff?.close();
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // Not sooner: until then the closed database's last promises still hold its memory.
  if (reopened) collectGarbage();
  if (adminToken) {
    try {
      handoff = await listenForHandoff(config.dataDir, adminToken, async (args, input) => {
        const out: string[] = [];
        const err: string[] = [];
        const exitCode = await runCommand(
          args,
          { db: app.db, config: app.config, out: (l) => out.push(l), input },
          (l) => err.push(l),
        );
        return { exitCode, out: out.join('\n'), err: err.join('\n') };
      });
      removeHandoff = writeHandoff(config.dataDir, {
        pid: process.pid,
        socket: handoff.socket,
        token: adminToken,
      });
    } catch (err) {
      // The store serves shoppers regardless; only `npm run admin` must wait for it to stop.
      app.log.warn({ err }, 'the command line cannot reach this server (no admin socket)');
    }
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
