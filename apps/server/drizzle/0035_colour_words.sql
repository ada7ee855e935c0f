-- The words of a product's colours in lower case ('Dark Red' gives dark and red): what the
-- regular expression \m...\M of a colour family's name can match, so a GIN index on it finds
-- the pieces of a family before the exact test (modules/catalog/search/search-sql.ts).
CREATE FUNCTION product_colour_words(colors text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(SELECT DISTINCT w FROM unnest(colors) AS c,
    regexp_split_to_table(lower(c), '[^[:alnum:]_]+') AS w WHERE w <> '')
$$;
--> statement-breakpoint
CREATE INDEX "products_colour_words_idx" ON "products" USING gin (product_colour_words("colors"));
