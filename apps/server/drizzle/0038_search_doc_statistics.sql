-- A search for a word the dictionary does not know tests it with pg_trgm's `<%` on search_doc.
-- PostgreSQL estimates that test by running word similarity over the column's statistics (the
-- most common values and the histogram: up to 100 whole product texts each), 6 to 10 ms of
-- planning each time it appears, and a search's statement holds it two or three times: at
-- 100,000 products the planner chose a plan for the values every time, and planning took 21 ms
-- of a 40 ms search. Ten of each keeps the estimate (a text's own words are rarely common values)
-- for a tenth of the planning (docs/decisions/023-search.md, 2026-11-28).
ALTER TABLE "products" ALTER COLUMN "search_doc" SET STATISTICS 10;--> statement-breakpoint
ANALYZE "products";
