// The catalog's public entry: what other modules, plugins and the command line may use of it.
// Everything else in this folder is the catalog's own business.
import type { StoreModule } from '../../kernel/store-module.ts';
import { catalogRoutes as catalogRoutesPlugin } from './catalog.routes.ts';
import { sizeChartRoutes } from './size-charts.routes.ts';
import { sizeChartAdminRoutes } from './size-charts.admin-routes.ts';
import {
  catalogAdminRoutes as catalogAdminPlugin,
  type CatalogAdminOptions,
} from './catalog.admin-routes.ts';
import { productsImport, stockSet } from './catalog.commands.ts';
import { searchReportCommand, searchSynonyms } from './search.commands.ts';
import { searchAdminRoutes } from './search.admin-routes.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { hindiCategoryNames, hindiColourNames } from './hindi-names.ts';
import { catalogNamesAdminRoutes } from './catalog-names.admin-routes.ts';
export { catalogAdminRoutes } from './catalog.admin-routes.ts';
export {
  parseProductId,
  productArchived,
  productExists,
  mainPictureOf,
  productHsns,
  productsByIds,
  productVariantsByIds,
  writeProductRatingOf,
  setProductHsn,
  type ProductVariants,
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
  stockOfLines,
  type LineStock,
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

/** The catalog as the store registers it (kernel/store-module.ts); the store's settings come in as a port. */
export function catalogModule(ports: CatalogAdminOptions): StoreModule {
  return {
    name: 'catalog',
    routes: [catalogRoutesPlugin, sizeChartRoutes],
    adminRoutes: [
      (scope) => catalogAdminPlugin(scope, ports),
      searchAdminRoutes,
      sizeChartAdminRoutes,
      catalogNamesAdminRoutes,
    ],
    commands: {
      'products:import': productsImport,
      'stock:set': stockSet,
      'search:synonyms': searchSynonyms,
      'search:report': searchReportCommand,
    },
  };
}
