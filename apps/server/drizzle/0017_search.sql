CREATE TABLE "search_log" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_log_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"means" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_word_unique" UNIQUE("word"),
	CONSTRAINT "search_synonyms_word_check" CHECK (char_length("search_synonyms"."word") between 1 and 60),
	CONSTRAINT "search_synonyms_means_check" CHECK (char_length("search_synonyms"."means") between 1 and 120)
);
--> statement-breakpoint
-- hand-written: trigram matching for search (docs/decisions/023-search.md). pg_trgm ships with
-- PostgreSQL's contrib and is loaded into PGlite where the database is opened (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The search document: every text a shopper's words are matched against, in one expression the
-- queries spell the same way (modules/catalog/search/search-sql.ts), so these indexes serve them.
CREATE INDEX "products_search_doc_trgm_idx" ON "products" USING gin (lower("title" || ' ' || "sub_category" || ' ' || "parent_category" || ' ' || "category" || ' ' || "description") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops);
