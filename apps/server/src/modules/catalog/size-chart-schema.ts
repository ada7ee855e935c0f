// The size charts the owner keeps (issue 33): one per product type (and gender, or for every
// gender), or one of a product's own, which wins over its type's. Re-exported from db/schema.ts.
import type { SizeChartBody } from '@store/contract';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './schema.ts';
import { ts } from '../../kernel/columns.ts';

export const sizeCharts = pgTable(
  'size_charts',
  {
    id: serial('id').primaryKey(),
    /** A product type is the product's sub-category (Kurta, Lehenga, Jutti); null on a product's own. */
    productType: text('product_type'),
    /** Men, Women or Unisex; null for every gender of the type. */
    gender: text('gender'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    chart: jsonb('chart').$type<SizeChartBody>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('size_charts_type_idx')
      .on(sql`lower(${t.productType})`, sql`coalesce(${t.gender}, '')`)
      .where(sql`${t.productId} is null`),
    uniqueIndex('size_charts_product_idx').on(t.productId),
  ],
);
