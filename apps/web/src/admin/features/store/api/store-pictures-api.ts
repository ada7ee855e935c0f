import { type AdminStorePictures, adminStorePictures } from '@store/contract';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-api';

/** The logo and each shown category's tile picture (GET /admin/store/pictures, owner only). */
export const storePicturesQuery = queryOptions({
  queryKey: ['admin', 'store-pictures'],
  queryFn: ({ signal }) =>
    adminRequest<AdminStorePictures>('/admin/store/pictures', {
      answer: import.meta.env.DEV ? adminStorePictures : undefined,
      signal,
    }),
});

const asUpload = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

const tilePath = (category: string) =>
  `/admin/store/categories/${encodeURIComponent(category)}/tile`;

export const uploadLogo = (file: File) =>
  adminRequest<AdminStorePictures>('/admin/store/logo', {
    answer: import.meta.env.DEV ? adminStorePictures : undefined,
    method: 'POST',
    body: asUpload(file),
  });

export const removeLogo = () =>
  adminRequest<AdminStorePictures>('/admin/store/logo', {
    answer: import.meta.env.DEV ? adminStorePictures : undefined,
    method: 'DELETE',
  });

export const uploadCategoryTile = (category: string, file: File) =>
  adminRequest<AdminStorePictures>(tilePath(category), {
    answer: import.meta.env.DEV ? adminStorePictures : undefined,
    method: 'POST',
    body: asUpload(file),
  });

export const removeCategoryTile = (category: string) =>
  adminRequest<AdminStorePictures>(tilePath(category), {
    answer: import.meta.env.DEV ? adminStorePictures : undefined,
    method: 'DELETE',
  });

/** What the server takes (docs/photos.md); SVG is left out on purpose: it can carry script. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif';
export const PICTURE_MAX_MEGABYTES = 15;
