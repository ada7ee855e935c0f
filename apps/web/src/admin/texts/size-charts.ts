// The admin's texts for the size charts screen and its chart editor.
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const sizeChartsTexts = {
  /** /admin/size-charts: one chart per product type (and gender) or per product. */
  sizeCharts: {
    title: 'Size charts',
    newChart: 'New chart',
    editChart: 'Edit chart',
    loading: 'Loading size charts',
    listLabel: 'Charts',
    /** A chart's name in the list: its product, or its type and gender. */
    ofProduct: (id: number) => `Product ${id}`,
    ofType: (type: string | null, gender: string | null) =>
      `${type}${gender ? ` · ${gender}` : ''}`,
    productType: 'Product type',
    productTypePlaceholder: 'Kurta',
    gender: 'For',
    everyGender: 'Every gender',
    oneProduct: 'Or one product (id)',
    save: 'Save chart',
    remove: 'Remove chart',
    saved: 'Size chart saved',
    removed: 'Size chart removed',
    notSaved: 'Not saved',
    notRemoved: 'Not removed',
    /** The first column of a new chart, for the owner to rename. */
    firstColumn: 'Chest',
  },
  /** The chart's own fields (features/size-charts/chart-editor.tsx). */
  chartEditor: {
    title: 'Title',
    titleHi: 'Title in Hindi (optional)',
    measurementsOf: 'Measurements of',
    kinds: { garment: 'The garment (laid flat)', body: 'The body' },
    howToMeasure: 'How to measure',
    howToMeasureHi: 'How to measure, in Hindi (optional)',
    columns: 'Columns (lengths in inches)',
    columnName: (n: number) => `Column ${n} name`,
    columnKind: (n: number) => `Column ${n} kind`,
    columnKinds: { inches: 'Inches', text: 'Text' },
    removeColumn: (n: number) => `Remove column ${n}`,
    addColumn: 'Add a column',
    sizes: 'Sizes',
    size: (n: number) => `Size ${n}`,
    removeSize: (size: string | number) => `Remove size ${size}`,
    /** A cell's name: its column (or "Column 2" when unnamed) and its size. */
    cell: (column: string, n: number, size: string | number) =>
      `${column || `Column ${n}`} of size ${size}`,
    addSize: 'Add a size',
  },
} as const;
