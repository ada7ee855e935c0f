import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

export interface CliContext {
  db: Database;
  config: AppConfig;
  out: (line: string) => void;
}

export interface CliCommand {
  summary: string;
  /** Full help text, printed for `<command> --help`. */
  help: string;
  run(args: string[], ctx: CliContext): Promise<void>;
}

/** A mistake the owner can fix (bad option, unknown order): printed without a stack trace. */
export class CliError extends Error {}
