// What a server module hands the store: its routes, admin routes, owner's commands and background
// jobs, in one descriptor exported from the module's index.ts. src/store-modules.ts lists the
// descriptors; app.ts registers them in that order and the command line takes their commands
// (docs/decisions/021-module-descriptor.md).
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
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

/**
 * A set of routes, registered as one Fastify plugin (its hooks stay inside it). The plugins are
 * typed loosely on purpose: each module's plugin declares its own type provider (zod).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- a plugin of any server and type provider */
export type RoutesPlugin = (
  scope: FastifyInstance<any, any, any, any, any>,
  options: FastifyPluginOptions,
) => Promise<void>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Work the running server does beside answering requests (timers, workers, a start-up line). */
export type Job = (app: FastifyInstance) => void;

export interface StoreModule {
  /** The module's folder name. */
  readonly name: string;
  /** Shopper routes, under /api/v1. */
  readonly routes?: readonly RoutesPlugin[];
  /** The owner's admin routes, under /api/v1/admin, behind a staff token. */
  readonly adminRoutes?: readonly RoutesPlugin[];
  /** Routes outside the API (the payments sandbox's own pages). */
  readonly rootRoutes?: readonly RoutesPlugin[];
  /** The owner's commands (`npm run admin -- <name>`), by name. */
  readonly commands?: Readonly<Record<string, CliCommand>>;
  /** Started once the server is built, in list order. */
  readonly jobs?: readonly Job[];
}
