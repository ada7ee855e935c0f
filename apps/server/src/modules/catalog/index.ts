// The catalog's public entry: what other modules, plugins and the command line may use of it.
// Everything else in this folder is the catalog's own business.
export { catalogRoutes } from './catalog.routes.ts';
export { catalogAdminRoutes } from './catalog.admin-routes.ts';
export {
  parseProductId,
  productArchived,
  productExists,
  mainPictureOf,
  productHsns,
  productsByIds,
  setProductHsn,
} from './catalog.service.ts';
export type { ImportedProduct } from './catalog.repository.ts';
export {
  MAX_STOCK,
  OPTIONAL_COLUMNS,
  REQUIRED_COLUMNS,
  parseProductsCsv,
  type ParsedImport,
} from './products-csv.ts';
export {
  ONE_SIZE,
  lowStockSizes,
  productsForOrder,
  reserveStock,
  returnStock,
  setProductStock,
  shortagesOf,
  type ProductForOrder,
  type StockLine,
} from './inventory.service.ts';
export { applyProductImport, previewProductImport } from './product-import.service.ts';
export {
  addSynonym,
  listSynonyms,
  removeSynonym,
  searchReport,
  type SearchReport,
} from './search/synonyms.service.ts';
