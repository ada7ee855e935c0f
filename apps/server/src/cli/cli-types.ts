import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

export interface CliContext {
  db: Database;
  config: AppConfig;
  out: (line: string) => void;
  /** What the command's readInput gathered in the command line's own process, if anything. */
  input?: string | undefined;
}

export interface CliCommand {
  summary: string;
  /** Full help text, printed for `<command> --help`. */
  help: string;
  run(args: string[], ctx: CliContext): Promise<void>;
  /**
   * Reads what the command needs from the owner's terminal (a password at a prompt, or standard
   * input) before anything else happens. It runs in the command line's process even when the
   * running server carries out the command, which then receives it as ctx.input.
   */
  readInput?(args: string[]): Promise<string | undefined>;
}

/** A mistake the owner can fix (bad option, unknown order): printed without a stack trace. */
export class CliError extends Error {}
