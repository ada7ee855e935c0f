// A products CSV row with good values in every column, for tests that change one of them.
export const HEADER =
  'sku,title,description,category,parentCategory,subCategory,masterCategory,gender,regularPrice,discountedPrice,sizes,colors,stock,featured,artKind,artPattern';

export const row = (sku: string, overrides: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    sku,
    title: `Chikankari Kurta ${sku}`,
    description: '"Hand-embroidered, soft cotton"',
    category: 'Men',
    parentCategory: 'Ethnic Wear',
    subCategory: 'Kurta',
    masterCategory: 'Apparel',
    gender: 'Men',
    regularPrice: '1899',
    discountedPrice: '1499.50',
    sizes: 'S|M|L',
    colors: 'Ivory|Sky Blue',
    stock: 'S:4|M:10|L:0',
    featured: 'yes',
    artKind: '',
    artPattern: 'chikankari',
    ...overrides,
  };
  return HEADER.split(',')
    .map((c) => cells[c] ?? '')
    .join(',');
};
