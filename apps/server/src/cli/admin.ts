// The store owner's command line: `npm run admin -- <command> [options]`.
// Each command lives in its own file under cli/commands and is listed there.
import { ConfigError, databaseTarget, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { DataDirExposedError, preparePrivateDataDir } from '../db/private-data-dir.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { CliError } from './cli-types.ts';
import { commands } from './commands/index.ts';
import { preflight, runCommand } from './run-command.ts';
import { terminalSafe } from '../lib/terminal-text.ts';
import { readLiveHandoff, sendToRunningServer, type HandoffResult } from './server-handoff.ts';

async function main(argv: string[]): Promise<number> {
  const early = preflight(argv);
  if (early) {
    (early.stream === 'out' ? console.log : console.error)(early.text);
    return early.exit;
  }
  const [name, ...rest] = argv;
  const input = await commands[name!]?.readInput?.(rest);
  const config = loadConfig();
  if (config.database.kind === 'pglite') {
    // The running store holds the embedded database: let it run the command, over its own
    // socket (cli/server-handoff.ts).
    const live = readLiveHandoff(config.dataDir);
    if (live) {
      const res = await sendToRunningServer(live, argv, input).catch((err: unknown) => {
        throw new CliError(
          `The running store (process ${live.pid}) did not take the command: ${(err as Error).message}`,
        );
      });
      if (res.status !== 200) {
        throw new CliError(`The running store refused the command (${res.status}).`);
      }
      const result = res.body as HandoffResult;
      // The server escaped its output already; escaping again costs nothing and trusts no one.
      if (result.out) console.log(terminalSafe(result.out, { keepNewlines: true }));
      if (result.err) console.error(terminalSafe(result.err, { keepNewlines: true }));
      return result.exitCode;
    }
  }
  // The embedded database's folder is the store's user's alone (db/private-data-dir.ts).
  if (config.database.kind === 'pglite') preparePrivateDataDir(config.dataDir);
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    await seedDatabase(database.db, {
      demoCatalog: config.seedDemo,
      ownShop: !config.seedDemo,
    });
    return await runCommand(
      argv,
      { db: database.db, config, out: (line) => console.log(line), input },
      (line) => console.error(line),
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (
      err instanceof CliError ||
      err instanceof ConfigError ||
      err instanceof DataDirLockedError ||
      err instanceof DataDirExposedError
    ) {
      console.error(`Error: ${err.message}`);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  },
);
