// A command's run() on a fresh test database, with what it prints captured.
import type { AppConfig } from '../../config.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/harness.ts';
import type { CliContext } from '../cli-types.ts';
import { commands } from './index.ts';

export interface CliTestBed {
  database: TestDatabase;
  config: AppConfig;
  /** Runs `npm run admin -- <name> ...args` and returns the lines it printed. */
  run(name: string, ...args: string[]): Promise<string[]>;
}

export async function createCliTestBed(): Promise<CliTestBed> {
  const database = await createTestDatabase();
  const config = testConfig();
  return {
    database,
    config,
    async run(name, ...args) {
      const command = commands[name];
      if (!command) throw new Error(`no command ${name}`);
      const lines: string[] = [];
      const ctx: CliContext = { db: database.db, config, out: (line) => lines.push(line) };
      await command.run(args, ctx);
      return lines;
    },
  };
}
