// The admin's products and photos under /api/v1/admin (registered in the admin scope, which
// demands a staff token): thin adapters onto catalog-admin.service.ts, product-photos.service.ts
// and product-import.service.ts. Staff and owners alike may work products (issue 18).
import multipart from '@fastify/multipart';
import {
  adminProduct,
  adminProductCreate,
  adminProductDuplicate,
  adminProductImageOrder,
  adminProductImageParams,
  adminProductImagePatch,
  adminProductImagesResponse,
  adminProductImportQuery,
  adminProductImportRequest,
  adminProductImportResponse,
  adminProductListQuery,
  adminProductListResponse,
  adminProductParams,
  adminProductPatch,
  errorResponse,
  noQuery,
} from '@store/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES, uploadedImage } from '../media/index.ts';
import { staffOf } from '../../plugins/admin-auth.ts';
import type { AuditActor } from './catalog-audit.ts';
import {
  createAdminProduct,
  deleteAdminProduct,
  duplicateAdminProduct,
  getAdminProduct,
  listAdminCatalog,
  updateAdminProduct,
} from './catalog-admin.service.ts';
import {
  applyProductImport,
  exportProductsCsv,
  previewProductImport,
} from './product-import.service.ts';
import {
  addProductPhoto,
  deleteProductPhoto,
  listProductPhotos,
  reorderProductPhotos,
  updateProductPhoto,
} from './product-photos.service.ts';

const tags = ['admin: products'];
const security = [{ bearer: [] }];
const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const CSV_BODY_LIMIT = 6 * 1024 * 1024;

const actorOf = (req: FastifyRequest): AuditActor => staffOf(req);

/** Reads the one file of a multipart upload (field `file`) and the optional alt text before it. */
async function uploadedPhoto(req: FastifyRequest): Promise<{ bytes: Buffer; alt: string }> {
  const { bytes, part } = await uploadedImage(req, 'photo');
  const altField = part.fields.alt;
  const alt =
    altField && !Array.isArray(altField) && altField.type === 'field' ? String(altField.value) : '';
  return { bytes, alt };
}

export interface CatalogAdminOptions {
  /** The store's low-stock threshold (store settings), passed in by app.ts. */
  lowStockThreshold(db: Executor): Promise<number>;
}

export async function catalogAdminRoutes(
  scope: FastifyInstance,
  options: CatalogAdminOptions,
): Promise<void> {
  await scope.register(multipart, {
    // One file per request; a bigger one is cut off at the limit and refused (413), so no
    // upload is ever held whole in memory past 15 MB.
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1000 },
    throwFileSizeLimit: true,
  });
  productRoutes(scope, options);
  duplicateRoute(scope, options);
  csvRoutes(scope);
  photoRoutes(scope);
  photoEditRoutes(scope);
}

/** Listing, reading, creating, editing and deleting products. */
function productRoutes(scope: FastifyInstance, options: CatalogAdminOptions): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const low = () => options.lowStockThreshold(api.db);

  api.get(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: 'Products of every status: search, category, stock state, status, pages',
        operationId: 'adminListProducts',
        querystring: adminProductListQuery,
        response: { 200: adminProductListResponse, ...refusals },
      },
    },
    async (req) => listAdminCatalog(api.db, req.query, await low()),
  );

  api.get(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One product with its stock, photos and version',
        operationId: 'adminGetProduct',
        params: adminProductParams,
        querystring: noQuery,
        response: { 200: adminProduct, ...refusals, 404: errorResponse },
      },
    },
    async (req) => getAdminProduct(api.db, Number(req.params.id), await low()),
  );

  api.post(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: 'Create a product (a draft unless status says otherwise)',
        operationId: 'adminCreateProduct',
        querystring: noQuery,
        body: adminProductCreate,
        response: { 201: adminProduct, ...refusals, 409: errorResponse },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createAdminProduct(api.db, actorOf(req), req.body, await low())),
  );

  api.patch(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a product at the version read; 409 when someone else saved in between',
        operationId: 'adminUpdateProduct',
        params: adminProductParams,
        querystring: noQuery,
        body: adminProductPatch,
        response: { 200: adminProduct, ...refusals, 404: errorResponse, 409: errorResponse },
      },
    },
    async (req) =>
      updateAdminProduct(api.db, actorOf(req), Number(req.params.id), req.body, await low()),
  );

  api.delete(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a product never ordered (one that was is archived instead: 409)',
        operationId: 'adminDeleteProduct',
        params: adminProductParams,
        querystring: noQuery,
        response: {
          204: z.null().describe('Deleted'),
          ...refusals,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (req, reply) => {
      await deleteAdminProduct(api.db, actorOf(req), Number(req.params.id));
      return reply.code(204).send(null);
    },
  );
}

/** The CSV export and import of the whole catalog. */
/** A draft copy of a product for a new colourway (issue 33). */
function duplicateRoute(scope: FastifyInstance, options: CatalogAdminOptions): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/products/:id/duplicate',
    {
      schema: {
        tags,
        security,
        summary: 'Copy a product for a new colourway: a draft without photos, stock if asked',
        operationId: 'adminDuplicateProduct',
        params: adminProductParams,
        querystring: noQuery,
        body: adminProductDuplicate,
        response: { 201: adminProduct, ...refusals, 404: errorResponse, 409: errorResponse },
      },
    },
    async (req, reply) => {
      const low = await options.lowStockThreshold(api.db);
      const id = Number(req.params.id);
      return reply
        .code(201)
        .send(await duplicateAdminProduct(api.db, actorOf(req), id, req.body, low));
    },
  );
}

function csvRoutes(scope: FastifyInstance): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/products.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Every product as a CSV file the import reads back',
        operationId: 'adminExportProductsCsv',
        querystring: noQuery,
        response: {
          200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
          ...refusals,
        },
      },
    },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(await exportProductsCsv(api.db)),
  );

  api.post(
    '/products/import',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          'Import products from CSV: with dryRun=true the changes of every row, else apply them all in one transaction',
        operationId: 'adminImportProducts',
        querystring: adminProductImportQuery,
        body: adminProductImportRequest,
        response: { 200: adminProductImportResponse, ...refusals },
      },
    },
    async (req) =>
      req.query.dryRun === 'true'
        ? previewProductImport(api.db, req.body.csv)
        : applyProductImport(api.db, actorOf(req), req.body.csv),
  );
}

/** A product's photos listed and added (multipart). */
function photoRoutes(scope: FastifyInstance): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/products/:id/images',
    {
      schema: {
        tags,
        security,
        summary: "A product's photos in order",
        operationId: 'adminListProductPhotos',
        params: adminProductParams,
        querystring: noQuery,
        response: { 200: adminProductImagesResponse, ...refusals, 404: errorResponse },
      },
    },
    async (req) => ({ images: await listProductPhotos(api.db, Number(req.params.id)) }),
  );

  api.post(
    '/products/:id/images',
    {
      schema: {
        tags,
        security,
        summary:
          'Add a photo (multipart/form-data, field "file"; optional field "alt" before it): JPEG, PNG, WebP or HEIC, at most 15 MB and 50 megapixels',
        operationId: 'adminAddProductPhoto',
        consumes: ['multipart/form-data'],
        params: adminProductParams,
        querystring: noQuery,
        response: {
          201: adminProductImagesResponse,
          ...refusals,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const id = Number(req.params.id);
      const { bytes, alt } = await uploadedPhoto(req);
      const images = await addProductPhoto(api.db, actorOf(req), id, bytes, alt);
      return reply.code(201).send({ images });
    },
  );
}

/** A product's photos put in order, given alt text, removed. */
function photoEditRoutes(scope: FastifyInstance): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/products/:id/images/order',
    {
      schema: {
        tags,
        security,
        summary: 'Put the photos in a new order (every photo id once)',
        operationId: 'adminReorderProductPhotos',
        params: adminProductParams,
        querystring: noQuery,
        body: adminProductImageOrder,
        response: { 200: adminProductImagesResponse, ...refusals, 404: errorResponse },
      },
    },
    async (req) => ({
      images: await reorderProductPhotos(
        api.db,
        actorOf(req),
        Number(req.params.id),
        req.body.imageIds,
      ),
    }),
  );

  api.patch(
    '/products/:id/images/:imageId',
    {
      schema: {
        tags,
        security,
        summary: "Change a photo's alt text, position or colour",
        operationId: 'adminUpdateProductPhoto',
        params: adminProductImageParams,
        querystring: noQuery,
        body: adminProductImagePatch,
        response: { 200: adminProductImagesResponse, ...refusals, 404: errorResponse },
      },
    },
    async (req) => ({
      images: await updateProductPhoto(
        api.db,
        actorOf(req),
        Number(req.params.id),
        req.params.imageId,
        req.body,
      ),
    }),
  );

  api.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a photo',
        operationId: 'adminDeleteProductPhoto',
        params: adminProductImageParams,
        querystring: noQuery,
        response: { 200: adminProductImagesResponse, ...refusals, 404: errorResponse },
      },
    },
    async (req) => ({
      images: await deleteProductPhoto(
        api.db,
        actorOf(req),
        Number(req.params.id),
        req.params.imageId,
      ),
    }),
  );
}
