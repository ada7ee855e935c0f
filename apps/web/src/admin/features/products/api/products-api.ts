import { queryOptions } from '@tanstack/react-query';
import {
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductDuplicate,
  type AdminProductImageOrder,
  type AdminProductImagePatch,
  type AdminProductImagesResponse,
  type AdminProductImportResponse,
  type AdminProductListQuery,
  type AdminProductListResponse,
  type AdminProductPatch,
  adminProduct,
  noBody,
  adminProductImagesResponse,
  adminProductImportResponse,
  adminProductListResponse,
} from '@store/contract';
import { adminRequest, downloadFile } from '../../../lib/admin-api';

export type ProductFilters = Omit<AdminProductListQuery, 'page' | 'limit'> & { page?: number };

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['admin', 'products', filters],
    queryFn: ({ signal }) =>
      adminRequest<AdminProductListResponse>('/admin/products', {
        answer: import.meta.env.DEV ? adminProductListResponse : undefined,
        query: { ...filters, page: filters.page && filters.page > 1 ? filters.page : undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'product', id],
    queryFn: ({ signal }) =>
      adminRequest<AdminProduct>(`/admin/products/${id}`, {
        answer: import.meta.env.DEV ? adminProduct : undefined,
        signal,
      }),
  });

export function createProduct(body: AdminProductCreate) {
  return adminRequest<AdminProduct>('/admin/products', {
    answer: import.meta.env.DEV ? adminProduct : undefined,
    method: 'POST',
    body,
  });
}

/** A draft copy for a new colourway (no photos; stock only when asked). */
export function duplicateProduct(id: number, body: AdminProductDuplicate) {
  return adminRequest<AdminProduct>(`/admin/products/${id}/duplicate`, {
    answer: import.meta.env.DEV ? adminProduct : undefined,
    method: 'POST',
    body,
  });
}

export function updateProduct(id: number, body: AdminProductPatch) {
  return adminRequest<AdminProduct>(`/admin/products/${id}`, {
    answer: import.meta.env.DEV ? adminProduct : undefined,
    method: 'PATCH',
    body,
  });
}

/** One photo as multipart, field `file`; the server reads its real type from the bytes. */
export function uploadPhoto(id: number, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return adminRequest<AdminProductImagesResponse>(`/admin/products/${id}/images`, {
    answer: import.meta.env.DEV ? adminProductImagesResponse : undefined,
    method: 'POST',
    body,
  });
}

export function updatePhoto(id: number, imageId: string, body: AdminProductImagePatch) {
  return adminRequest<AdminProductImagesResponse>(`/admin/products/${id}/images/${imageId}`, {
    answer: import.meta.env.DEV ? adminProductImagesResponse : undefined,
    method: 'PATCH',
    body,
  });
}

export function removePhoto(id: number, imageId: string) {
  return adminRequest<AdminProductImagesResponse>(`/admin/products/${id}/images/${imageId}`, {
    answer: import.meta.env.DEV ? adminProductImagesResponse : undefined,
    method: 'DELETE',
  });
}

export function reorderPhotos(id: number, body: AdminProductImageOrder) {
  return adminRequest<AdminProductImagesResponse>(`/admin/products/${id}/images/order`, {
    answer: import.meta.env.DEV ? adminProductImagesResponse : undefined,
    method: 'PUT',
    body,
  });
}

export function importProducts(csv: string, dryRun: boolean) {
  return adminRequest<AdminProductImportResponse>('/admin/products/import', {
    answer: import.meta.env.DEV ? adminProductImportResponse : undefined,
    method: 'POST',
    query: { dryRun: String(dryRun) },
    body: { csv },
  });
}

/** Every product as CSV, in the columns the import reads (the server takes no filters). */
export function exportProducts() {
  return downloadFile('/admin/products.csv', undefined, 'products.csv');
}

/** Deletes a product never ordered; one that was is refused (409) and is archived instead. */
export function deleteProduct(id: number) {
  return adminRequest<void>(`/admin/products/${id}`, {
    answer: import.meta.env.DEV ? noBody : undefined,
    method: 'DELETE',
  });
}
