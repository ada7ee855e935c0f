// The admin's store settings (owner only): read and replace the whole configuration. A save
// bumps the catalog version, so every API process serves the new store info within a second.
import multipart from '@fastify/multipart';
import {
  adminCategoryTileParams,
  adminStoreDemoDetails,
  adminStorePictures,
  adminStoreSettings,
  errorResponse,
  noQuery,
} from '@store/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner, staffOf } from '../../plugins/admin-auth.ts';
import type { Executor } from '../../db/client.ts';
import { MAX_PHOTO_BYTES, uploadedImage } from '../media/index.ts';
import {
  removeCategoryTile,
  removeStoreLogo,
  setCategoryTile,
  setStoreLogo,
  storePictures,
  type PictureAuditWriter,
} from './store-pictures.service.ts';
import { getStoreSettings, saveStoreSettingsAudited } from './store.service.ts';
import { demoDetailsLeft } from './demo-details.ts';
import { PICTURE_KEYS, type StoreSettings } from './store-settings.ts';

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

/** The settings as the admin edits them: the pictures have routes of their own. */
function settingsView(s: StoreSettings): Record<string, unknown> {
  const view: Record<string, unknown> = { ...s };
  for (const key of PICTURE_KEYS) delete view[key];
  return view;
}

const UPLOAD_NOTE =
  'multipart/form-data, field "file": JPEG, PNG, WebP or HEIC (no SVG), at most 15 MB and 50 megapixels; metadata is removed and WebP and AVIF copies are made';

export async function storeAdminRoutes(
  scope: FastifyInstance,
  options: StoreAdminOptions,
): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  await api.register(multipart, {
    // One file per request, cut off at the photo limit (413) while it is still arriving.
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: true,
  });
  storeSettingsRoutes(scope, options);
  storePictureRoutes(scope, options);
}

/** Read and replace the store's settings. */
function storeSettingsRoutes(scope: FastifyInstance, options: StoreAdminOptions): void {
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
    async () => settingsView(await getStoreSettings(api.db)),
  );

  api.get(
    '/store/demo-details',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: "The store's details that are still the demo shop's made-up ones (owner only)",
        description:
          'Of the company name, address, phone, WhatsApp number, email, website and GSTIN, the ' +
          'ones that still hold the demo shop’s values: shoppers would take them for the ' +
          'shop’s own. Empty ones are not listed.',
        operationId: 'adminStoreDemoDetails',
        security: bearer,
        querystring: noQuery,
        response: { 200: adminStoreDemoDetails, 400: errorResponse, ...guarded },
      },
    },
    async () => ({ left: demoDetailsLeft(await getStoreSettings(api.db)) }),
  );

  api.put(
    '/store',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary:
          "Replace the store's configuration (owner only); policy HTML is cleaned on save, the logo and category pictures are kept",
        operationId: 'adminSaveStore',
        security: bearer,
        body: adminStoreSettings,
        response: { 200: adminStoreSettings, 400: errorResponse, ...guarded },
      },
    },
    async (req) => {
      const actor = staffOf(req);
      const saved = await saveStoreSettingsAudited(api.db, req.body, (tx, change) =>
        options.recordAudit(tx, {
          actor,
          action: 'store.update',
          entity: 'store',
          entityId: 'settings',
          before: settingsView(change.before),
          after: settingsView(change.after),
        }),
      );
      return settingsView(saved);
    },
  );
}

/** The logo and category pictures: list, upload and remove. */
function storePictureRoutes(scope: FastifyInstance, options: StoreAdminOptions): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const pictureAudit =
    (req: FastifyRequest): PictureAuditWriter =>
    (tx, entry) =>
      options.recordAudit(tx, { actor: staffOf(req), entity: 'store', ...entry });

  const pictureResponses = {
    200: adminStorePictures,
    400: errorResponse,
    ...guarded,
    404: errorResponse,
  } as const;
  const uploadResponses = {
    201: adminStorePictures,
    400: errorResponse,
    ...guarded,
    404: errorResponse,
    413: errorResponse,
    415: errorResponse,
  } as const;

  api.get(
    '/store/pictures',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: "The store's logo and each category's tile picture (owner only)",
        operationId: 'adminGetStorePictures',
        security: bearer,
        querystring: noQuery,
        response: { 200: adminStorePictures, 400: errorResponse, ...guarded },
      },
    },
    async () => storePictures(api.db),
  );

  api.post(
    '/store/logo',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: "Upload the store's logo, replacing the one there (owner only)",
        description: UPLOAD_NOTE,
        operationId: 'adminSetStoreLogo',
        security: bearer,
        consumes: ['multipart/form-data'],
        querystring: noQuery,
        response: uploadResponses,
      },
    },
    async (req, reply) => {
      const { bytes: file } = await uploadedImage(req, 'picture');
      return reply.code(201).send(await setStoreLogo(api.db, file, pictureAudit(req)));
    },
  );

  api.delete(
    '/store/logo',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: "Remove the store's logo; the storefront shows the store's name (owner only)",
        operationId: 'adminRemoveStoreLogo',
        security: bearer,
        querystring: noQuery,
        response: pictureResponses,
      },
    },
    async (req) => removeStoreLogo(api.db, pictureAudit(req)),
  );

  api.post(
    '/store/categories/:name/tile',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: "Upload a category's tile picture, replacing the one there (owner only)",
        description: UPLOAD_NOTE,
        operationId: 'adminSetCategoryTile',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: adminCategoryTileParams,
        querystring: noQuery,
        response: uploadResponses,
      },
    },
    async (req, reply) => {
      const { bytes: file } = await uploadedImage(req, 'picture');
      return reply
        .code(201)
        .send(await setCategoryTile(api.db, req.params.name, file, pictureAudit(req)));
    },
  );

  api.delete(
    '/store/categories/:name/tile',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: "Remove a category's tile picture; the tile shows the drawn art (owner only)",
        operationId: 'adminRemoveCategoryTile',
        security: bearer,
        params: adminCategoryTileParams,
        querystring: noQuery,
        response: pictureResponses,
      },
    },
    async (req) => removeCategoryTile(api.db, req.params.name, pictureAudit(req)),
  );
}
