-- Search at 100,000 products, third pass (docs/decisions/023-search.md): what the facets count
-- and what the size and colour filters test, kept per product by the database as generated
-- columns. refine_items is product_refine_items (0019) as 'kind:value', so the sampled counts and
-- the product_refine_counts triggers count the same things; filter_keys has a GIN index.
CREATE FUNCTION product_refine_keys(sizes text[], colors text[], doc text, price integer)
RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(SELECT i.kind || ':' || i.value FROM product_refine_items(sizes, colors, doc, price) AS i)
$$;
--> statement-breakpoint
CREATE FUNCTION product_filter_keys(sizes text[], colors text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(SELECT DISTINCT k FROM (
    SELECT 'size:' || lower(s) FROM unnest(sizes) AS s
    UNION ALL
    SELECT 'color:' || lower(c) FROM unnest(colors) AS c
  ) AS keys(k) WHERE k IS NOT NULL)
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "refine_items" text[] GENERATED ALWAYS AS (product_refine_keys(sizes_in_stock, colors, lower(title || ' ' || sub_category || ' ' || parent_category || ' ' || category || ' ' || description || coalesce(' ' || title_hi, '') || coalesce(' ' || description_hi, '')), coalesce(discounted_price_paise, regular_price_paise))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "filter_keys" text[] GENERATED ALWAYS AS (product_filter_keys(sizes_in_stock, colors)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_filter_keys_idx" ON "products" USING gin ("filter_keys");