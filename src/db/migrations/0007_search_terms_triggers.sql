-- Keeps search_terms (the words of product names, brands and category names) in step with products, so search
-- can correct a misspelt word (docs/decisions/003-catalogue-cache.md). Statement triggers with a transition table: a bulk
-- insert of 100,000 products collects its words in one INSERT … SELECT. Words are inserted in sorted order so two
-- transactions adding the same new words wait for each other instead of deadlocking. Words are never removed: a
-- stale one only makes a correction find nothing, and search then falls back to name similarity.
CREATE OR REPLACE FUNCTION "collect_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("term")
  SELECT DISTINCT w
  FROM "new_rows" r,
    regexp_split_to_table(lower(r."name" || ' ' || r."brand" || ' ' || r."cat_name" || ' ' || r."sub_cat_name"), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
  ORDER BY w
  ON CONFLICT ("term") DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_terms"();
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_terms"();
--> statement-breakpoint
INSERT INTO "search_terms" ("term")
SELECT DISTINCT w
FROM "products" r,
  regexp_split_to_table(lower(r."name" || ' ' || r."brand" || ' ' || r."cat_name" || ' ' || r."sub_cat_name"), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
ON CONFLICT ("term") DO NOTHING;
