// A store the owner's command line can work on while shoppers use it. PGlite is one process's
// database, so the CLI cannot open the data folder a running server holds: the global set-up
// starts this store on a fresh PostgreSQL database whenever one answers (always in CI, which
// requires it). Without PostgreSQL the owner does what the README tells a PGlite store owner to
// do: stop the server, run the command, start it again (the shopper's page sees the server gone
// for a moment and must carry on by itself).
import path from 'node:path';
import { inject } from 'vitest';
import { runAdmin, startStore, type StoreInfo, type StoreProcess } from './servers';

export interface OwnerStore {
  info: StoreInfo;
  kind: 'postgres' | 'pglite, stopped for each command';
  /** `npm run admin -- <args>` on the store's database (`input` on its stdin); its output. */
  admin(args: string[], input?: string): Promise<string>;
  dispose(): Promise<void>;
}

async function admin(info: StoreInfo, args: string[], input?: string): Promise<string> {
  const result = await runAdmin(info, args, input);
  if (result.code !== 0) {
    throw new Error(`admin ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
  }
  return result.stdout;
}

export async function ownerStore(): Promise<OwnerStore> {
  const onPostgres = inject('ownerStore');
  if (onPostgres) {
    return {
      info: onPostgres,
      kind: 'postgres',
      admin: (args, input) => admin(onPostgres, args, input),
      // The global teardown stops it and drops its database.
      dispose: async () => {},
    };
  }
  console.log("(No PostgreSQL: the owner's commands stop and restart a PGlite store)");
  const store: StoreProcess = await startStore({
    database: 'pglite',
    name: 'pglite-owner',
    logDir: path.join(inject('runDir'), 'logs'),
    webDistDir: inject('webDistDir'),
  });
  return {
    info: store.info,
    kind: 'pglite, stopped for each command',
    async admin(args, input) {
      await store.stop();
      try {
        return await admin(store.info, args, input);
      } finally {
        await store.start();
      }
    },
    dispose: () => store.dispose(),
  };
}
