-- Search at 100,000 products, fifth pass (docs/decisions/023-search.md): everything a search or
-- a narrowed listing asks of a product that is not free text, as keys in one array with a GIN
-- index, so one index scan intersects them all (a type's bitmap over three columns, the trigram
-- index's for a fabric word and the colour indexes' grew with the catalog). The keys:
--   category:, parent:, type:, master:, gender: the listing's columns in lower case;
--   size: and color: what filter_keys held (sizes in stock, colours in lower case);
--   colour word: the words of the colours (product_colour_words, 0035);
--   fabric: each fabric or handwork of the search dictionary (the values of FABRIC_WORDS in
--     modules/catalog/search/colour-fabric-words.ts) that starts a word of the search text, as
--     the search's own test (\mword) reads it; refine-counts.test.ts fails should the two lists part.
CREATE FUNCTION product_match_keys(category text, parent text, sub text, master text, gender text,
  sizes text[], colors text[], doc text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(SELECT DISTINCT k FROM (
    SELECT 'category:' || lower(category)
    UNION ALL SELECT 'parent:' || lower(parent)
    UNION ALL SELECT 'type:' || lower(sub)
    UNION ALL SELECT 'master:' || lower(master)
    UNION ALL SELECT 'gender:' || lower(gender)
    UNION ALL SELECT 'size:' || lower(s) FROM unnest(sizes) AS s
    UNION ALL SELECT 'color:' || lower(c) FROM unnest(colors) AS c
    UNION ALL SELECT 'colour word:' || w FROM unnest(product_colour_words(colors)) AS w
    UNION ALL SELECT 'fabric:' || f FROM unnest(ARRAY[
    'silk', 'cotton', 'georgette', 'chiffon', 'chanderi', 'banarasi', 'kanjivaram', 'organza',
    'net', 'velvet', 'satin', 'rayon', 'linen', 'khadi', 'brocade', 'crepe', 'muslin', 'tussar',
    'raw silk', 'art silk', 'leather', 'chikankari', 'zari', 'zardozi', 'gota', 'mirror',
    'phulkari', 'bandhani', 'leheriya', 'ikat', 'block print', 'kalamkari', 'embroider',
    'sequin', 'kundan', 'pearl', 'oxidised', 'thread', 'ajrakh', 'paithani', 'patola', 'kantha',
    'handloom', 'brass', 'glass'
    ]) AS f WHERE strpos(doc, f) > 0 AND doc ~ ('\m' || f)
  ) AS keys(k) WHERE k IS NOT NULL)
$$;
--> statement-breakpoint
DROP INDEX "products_filter_keys_idx";--> statement-breakpoint
DROP INDEX "products_colour_words_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "match_keys" text[] GENERATED ALWAYS AS (product_match_keys(category, parent_category, sub_category, master_category, gender, sizes_in_stock, colors, lower(title || ' ' || sub_category || ' ' || parent_category || ' ' || category || ' ' || description || coalesce(' ' || title_hi, '') || coalesce(' ' || description_hi, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_match_keys_idx" ON "products" USING gin ("match_keys");
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "filter_keys";--> statement-breakpoint
DROP FUNCTION product_filter_keys(text[], text[]);--> statement-breakpoint
-- The planner reads the new keys' statistics to choose their index (autovacuum would, later).
ANALYZE "products";