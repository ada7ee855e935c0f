CREATE TABLE "product_facets" (
	"category" text NOT NULL,
	"parent_category" text NOT NULL,
	"sub_category" text NOT NULL,
	"gender" text NOT NULL,
	"master_category" text NOT NULL,
	"featured" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_facets_pk" PRIMARY KEY("category","parent_category","sub_category","gender","master_category","featured")
);
--> statement-breakpoint
-- Written by hand after drizzle-kit's table: the triggers that keep product_facets equal to
-- "select <facet columns>, count(*) from products group by <facet columns>". Statement-level
-- with transition tables, so a CSV import of thousands of rows costs one grouped upsert; rows
-- are upserted in key order so two concurrent writers queue instead of deadlocking; a change
-- that leaves the facet columns as they were (a price, a title) nets to nothing and writes nothing.
CREATE FUNCTION product_facets_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facets AS f
      SELECT category, parent_category, sub_category, gender, master_category, featured, count(*)::int
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT product_facets_pk DO UPDATE SET n = f.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_facets AS f
      SELECT category, parent_category, sub_category, gender, master_category, featured, -count(*)::int
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT product_facets_pk DO UPDATE SET n = f.n + excluded.n;
  ELSE
    INSERT INTO product_facets AS f
      SELECT category, parent_category, sub_category, gender, master_category, featured, sum(d)::int
      FROM (
        SELECT category, parent_category, sub_category, gender, master_category, featured, 1 AS d
        FROM new_rows
        UNION ALL
        SELECT category, parent_category, sub_category, gender, master_category, featured, -1
        FROM old_rows
      ) changed
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT product_facets_pk DO UPDATE SET n = f.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_facets_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_apply();
--> statement-breakpoint
CREATE TRIGGER product_facets_on_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_apply();
--> statement-breakpoint
CREATE TRIGGER product_facets_on_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_apply();
--> statement-breakpoint
INSERT INTO product_facets
  SELECT category, parent_category, sub_category, gender, master_category, featured, count(*)::int
  FROM products GROUP BY 1, 2, 3, 4, 5, 6;
