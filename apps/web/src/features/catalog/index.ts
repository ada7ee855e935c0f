// The catalog feature's public entry: other features and app/ import only from here.
export { FEATURED_COUNT, useFeaturedProducts } from './api/get-featured-products';
export { productQueryOptions, useProduct } from './api/get-product';
export { PAGE_SIZE, productsQueryOptions, useProducts } from './api/get-products';
export { categoryArt } from './category-art';
export { categoryHeading, categoryHref } from './category';
export { CategoryTiles } from './components/category-tiles';
export { CATEGORY_TILE_SIZES, CategoryPicture } from './components/category-picture';
export { Pagination } from './components/pagination';
export { ProductCard, ProductCardSkeleton } from './components/product-card';
export { ProductDetail, ProductSkeleton } from './components/product-detail';
export { toWireQuery } from './api/get-products';
export { ProductListing } from './components/product-listing';
export { ListingFilters, type ListingColumns } from './components/listing-filters';
export { readListingParams, changeListingParams, SORT_OPTIONS } from './listing-params';
export { FeaturedProducts } from './components/featured-products';
export { ProductSearchForm } from './components/product-search-form';
