CREATE TABLE "catalog_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_names_kind_check" CHECK ("catalog_names"."kind" in ('category', 'type', 'colour'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "products" drop column "search_doc";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (lower(title || ' ' || sub_category || ' ' || parent_category || ' ' || category || ' ' || description || coalesce(' ' || title_hi, '') || coalesce(' ' || description_hi, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_names_kind_name_idx" ON "catalog_names" USING btree ("kind",lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('en', 'hi'));--> statement-breakpoint
-- Written by hand (keep at the end when renumbering): dropping search_doc dropped its trigram
-- index, which drizzle-kit does not put back; the column now carries the Hindi texts too.
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc" gin_trgm_ops);
