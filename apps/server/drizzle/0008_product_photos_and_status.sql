CREATE TABLE "image_variants" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'active', 'archived'));--> statement-breakpoint
-- Written by hand after drizzle-kit's part: product_facets (drizzle/0001_product_facets.sql)
-- now counts active products only, since a draft or archived product is in no shopper's listing.
-- A product moving between active and draft or archived nets to +1 or -1 here, as any other
-- change of a facet column does.
CREATE OR REPLACE FUNCTION product_facets_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facets AS f
      SELECT category, parent_category, sub_category, gender, master_category, featured, count(*)::int
      FROM new_rows WHERE status = 'active'
      GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT product_facets_pk DO UPDATE SET n = f.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_facets AS f
      SELECT category, parent_category, sub_category, gender, master_category, featured, -count(*)::int
      FROM old_rows WHERE status = 'active'
      GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT product_facets_pk DO UPDATE SET n = f.n + excluded.n;
  ELSE
    INSERT INTO product_facets AS f
      SELECT category, parent_category, sub_category, gender, master_category, featured, sum(d)::int
      FROM (
        SELECT category, parent_category, sub_category, gender, master_category, featured, 1 AS d
        FROM new_rows WHERE status = 'active'
        UNION ALL
        SELECT category, parent_category, sub_category, gender, master_category, featured, -1
        FROM old_rows WHERE status = 'active'
      ) changed
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT product_facets_pk DO UPDATE SET n = f.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
