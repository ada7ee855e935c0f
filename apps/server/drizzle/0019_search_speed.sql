CREATE TABLE "product_refine_counts" (
	"category" text NOT NULL,
	"parent_category" text NOT NULL,
	"sub_category" text NOT NULL,
	"gender" text NOT NULL,
	"master_category" text NOT NULL,
	"featured" boolean NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_refine_counts_pk" PRIMARY KEY("category","parent_category","sub_category","gender","master_category","featured","kind","value")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (lower(title || ' ' || sub_category || ' ' || parent_category || ' ' || category || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes_in_stock" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
-- Written by hand after drizzle-kit's part (docs/decisions/023-search.md, "Speed at 100,000").
-- The search document is a stored column now: its trigram index replaces the one on the
-- expression (0017), and a search reads the column instead of building the text per row.
DROP INDEX IF EXISTS "products_search_doc_trgm_idx";
--> statement-breakpoint
-- products.sizes_in_stock: the sizes of a product with units left, kept equal to
-- "select array_agg(size) from product_stock where product_id = p.id and quantity > 0" by
-- triggers on product_stock. Only a change across zero (sold out, restocked, a size added or
-- taken away with units) touches products, so most orders write nothing here. A change of
-- quantity (what orders, cancellations and the owner's stock edits do) is applied at commit by
-- a deferred row trigger: the products row and the shared filter counts (product_refine_counts)
-- are then locked after every stock row and after the catalog version row, the order
-- reserveStock keeps (inventory.service.ts). Locked at the statement instead, two orders that
-- each sell a size out while sharing a third product wait on each other's locks (deadlock; the
-- concurrency test in hardening/ shows it on PostgreSQL).
CREATE FUNCTION product_sizes_in_stock(p_id integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(s.size ORDER BY s.size), '{}'::text[])
  FROM product_stock s WHERE s.product_id = p_id AND s.quantity > 0
$$;
--> statement-breakpoint
CREATE FUNCTION product_stock_sizes_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET sizes_in_stock = product_sizes_in_stock(p.id)
      WHERE p.id IN (SELECT product_id FROM new_rows WHERE quantity > 0);
  ELSE
    UPDATE products p SET sizes_in_stock = product_sizes_in_stock(p.id)
      WHERE p.id IN (SELECT product_id FROM old_rows WHERE quantity > 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_stock_sizes_on_insert AFTER INSERT ON product_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_stock_sizes_apply();
--> statement-breakpoint
CREATE FUNCTION product_stock_sizes_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET sizes_in_stock = product_sizes_in_stock(p.id)
    WHERE p.id IN (NEW.product_id, OLD.product_id)
      AND p.sizes_in_stock IS DISTINCT FROM product_sizes_in_stock(p.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_stock_sizes_on_update AFTER UPDATE ON product_stock
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.quantity > 0) IS DISTINCT FROM (NEW.quantity > 0)
    OR OLD.product_id <> NEW.product_id OR OLD.size <> NEW.size)
  EXECUTE FUNCTION product_stock_sizes_at_commit();
--> statement-breakpoint
CREATE TRIGGER product_stock_sizes_on_delete AFTER DELETE ON product_stock
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_stock_sizes_apply();
--> statement-breakpoint
UPDATE products p SET sizes_in_stock = product_sizes_in_stock(p.id)
  WHERE EXISTS (SELECT 1 FROM product_stock s WHERE s.product_id = p.id AND s.quantity > 0);
--> statement-breakpoint
-- What one product adds to product_refine_counts: each size in stock, each colour (once per
-- spelling folded to lower case, 'Default' left out), each fabric its text names, its price
-- band. The fabrics and the bands are FACET_FABRICS and PRICE_BANDS of
-- modules/catalog/listing-refine.ts; refine-counts.test.ts fails should the two part.
CREATE FUNCTION product_refine_items(sizes text[], colors text[], doc text, price integer)
RETURNS TABLE (kind text, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT 'size', s FROM unnest(sizes) AS s
  UNION ALL
  SELECT 'color', min(c) FROM unnest(colors) AS c WHERE lower(c) <> 'default' GROUP BY lower(c)
  UNION ALL
  SELECT DISTINCT 'fabric', m[1] FROM regexp_matches(doc,
    '\m(silk|cotton|georgette|chiffon|chanderi|banarasi|organza|net|velvet|satin|rayon|linen|khadi|brocade|crepe|tussar|leather)', 'g') AS m
  UNION ALL
  SELECT 'price', CASE WHEN price < 100000 THEN '0' WHEN price < 200000 THEN '1'
    WHEN price < 500000 THEN '2' WHEN price < 1000000 THEN '3' ELSE '4' END
$$;
--> statement-breakpoint
-- product_refine_counts kept as product_facets is (0001, 0008): statement-level, one grouped
-- upsert in key order per statement, active products only; a change that leaves a product's
-- counted values as they were nets to nothing and writes nothing.
CREATE FUNCTION product_refine_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_refine_counts AS f
      SELECT r.category, r.parent_category, r.sub_category, r.gender, r.master_category, r.featured,
        i.kind, i.value, count(*)::int
      FROM new_rows r
      CROSS JOIN LATERAL product_refine_items(r.sizes_in_stock, r.colors, r.search_doc, r.price_paise) i
      WHERE r.status = 'active'
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT product_refine_counts_pk DO UPDATE SET n = f.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_refine_counts AS f
      SELECT r.category, r.parent_category, r.sub_category, r.gender, r.master_category, r.featured,
        i.kind, i.value, -count(*)::int
      FROM old_rows r
      CROSS JOIN LATERAL product_refine_items(r.sizes_in_stock, r.colors, r.search_doc, r.price_paise) i
      WHERE r.status = 'active'
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT product_refine_counts_pk DO UPDATE SET n = f.n + excluded.n;
  ELSE
    INSERT INTO product_refine_counts AS f
      SELECT r.category, r.parent_category, r.sub_category, r.gender, r.master_category, r.featured,
        i.kind, i.value, sum(r.d)::int
      FROM (
        SELECT category, parent_category, sub_category, gender, master_category, featured,
          status, sizes_in_stock, colors, search_doc, price_paise, 1 AS d FROM new_rows
        UNION ALL
        SELECT category, parent_category, sub_category, gender, master_category, featured,
          status, sizes_in_stock, colors, search_doc, price_paise, -1 FROM old_rows
      ) r
      CROSS JOIN LATERAL product_refine_items(r.sizes_in_stock, r.colors, r.search_doc, r.price_paise) i
      WHERE r.status = 'active'
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(r.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT product_refine_counts_pk DO UPDATE SET n = f.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_refine_counts_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_refine_counts_apply();
--> statement-breakpoint
CREATE TRIGGER product_refine_counts_on_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_refine_counts_apply();
--> statement-breakpoint
CREATE TRIGGER product_refine_counts_on_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_refine_counts_apply();
--> statement-breakpoint
INSERT INTO product_refine_counts
  SELECT r.category, r.parent_category, r.sub_category, r.gender, r.master_category, r.featured,
    i.kind, i.value, count(*)::int
  FROM products r
  CROSS JOIN LATERAL product_refine_items(r.sizes_in_stock, r.colors, r.search_doc, r.price_paise) i
  WHERE r.status = 'active'
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
