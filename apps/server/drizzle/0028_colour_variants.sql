ALTER TABLE "product_stock" ADD COLUMN "color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock" DROP CONSTRAINT "product_stock_product_id_size_pk";--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_pk" PRIMARY KEY("product_id","size","color");--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "color" text;--> statement-breakpoint
-- Written by hand below drizzle-kit's part (docs/decisions/033-colour-variants.md); the
-- column is added before the new key so that the key can name it (drizzle-kit wrote them the
-- other way round).
-- The data step: every existing stock row takes the colour '' (the column's default, filled
-- by ADD COLUMN), which means "one count per size for every colour of the product", so each
-- product keeps exactly the units it had, size by size (migration-colours.test.ts checks it on a
-- copy of the demo data). Stock per colour starts when the owner gives it.
-- products.sizes_in_stock lists each size once, however many of its colours have units.
CREATE OR REPLACE FUNCTION product_sizes_in_stock(p_id integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT s.size ORDER BY s.size), '{}'::text[])
  FROM product_stock s WHERE s.product_id = p_id AND s.quantity > 0
$$;
--> statement-breakpoint
DROP TRIGGER product_stock_sizes_on_update ON product_stock;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_stock_sizes_on_update AFTER UPDATE ON product_stock
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.quantity > 0) IS DISTINCT FROM (NEW.quantity > 0)
    OR OLD.product_id <> NEW.product_id OR OLD.size <> NEW.size OR OLD.color <> NEW.color)
  EXECUTE FUNCTION product_stock_sizes_at_commit();
