// The admin's store settings (owner only): read and replace the whole configuration. A save
// bumps the catalog version, so every API process serves the new store info within a second.
import { adminStoreSettings, errorResponse, noQuery } from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner, staffOf } from '../../plugins/admin-auth.ts';
import type { Executor } from '../../db/client.ts';
import { getStoreSettings, saveStoreSettingsAudited } from './store.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;

export interface StoreAdminOptions {
  /** The staff module's recordAudit; app.ts passes it in (staff reads store settings). */
  recordAudit(
    tx: Executor,
    record: {
      actor: { id: string; email: string };
      action: string;
      entity: string;
      entityId?: string | null;
      before?: unknown;
      after?: unknown;
    },
  ): Promise<void>;
}

export async function storeAdminRoutes(
  scope: FastifyInstance,
  options: StoreAdminOptions,
): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/store',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: "The store's whole configuration (owner only)",
        operationId: 'adminGetStore',
        security: bearer,
        querystring: noQuery,
        response: { 200: adminStoreSettings, 400: errorResponse, ...guarded },
      },
    },
    async () => getStoreSettings(api.db),
  );

  api.put(
    '/store',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: "Replace the store's configuration (owner only); policy HTML is cleaned on save",
        operationId: 'adminSaveStore',
        security: bearer,
        body: adminStoreSettings,
        response: { 200: adminStoreSettings, 400: errorResponse, ...guarded },
      },
    },
    async (req) => {
      const actor = staffOf(req);
      return saveStoreSettingsAudited(api.db, req.body, (tx, change) =>
        options.recordAudit(tx, {
          actor,
          action: 'store.update',
          entity: 'store',
          entityId: 'settings',
          ...change,
        }),
      );
    },
  );
}
