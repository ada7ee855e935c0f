// The media module's public entry: processing uploaded photos, storing their variants behind
// the image store and serving them. It knows nothing of products; the catalog keeps which
// photos a product has (docs/photos.md).
import type { StoreModule } from '../../kernel/store-module.ts';
import { mediaRoutes as mediaRoutesPlugin } from './media.routes.ts';
export { mediaRoutes } from './media.routes.ts';
export {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  VARIANT_WIDTHS,
  photoTooLarge,
  processImage,
  sniffImageType,
  type ProcessedImage,
  type VariantFormat,
} from './image-processing.ts';
export {
  IMAGE_KEY,
  imageUrl,
  readImage,
  removeImages,
  storeImage,
  useImageStore,
  type SavedVariant,
} from './media.service.ts';
export type { ImageStore, StoredObject } from './image-store.ts';
export { uploadedImage } from './uploaded-image.ts';
export { jsonWithPhotos, photoUploadLimits, type JsonWithPhotosOptions } from './photo-upload.ts';

/** The media module as the store registers it (kernel/store-module.ts). */
export const mediaModule: StoreModule = {
  name: 'media',
  routes: [mediaRoutesPlugin],
};
