-- What an order costs the database (issue 34 §1, §3; docs/decisions/075-trigger-costs.md): its stock writes fire the
-- catalogue's change trigger once per pack and once per product, and the search words' trigger once per statement.
-- 1. The change trigger told a stock-only change from a card change by turning both whole rows into jsonb (every
--    column, the search vector and the descriptions among them) and comparing them less three keys (the decision
--    has the cost). It now compares the rows themselves, typed, with those columns set equal first; a stock count
--    that crosses zero is a card change before anything else is compared. The same columns count as before:
--    catalog-changes.test.ts changes a column of each type of both tables. Every column type of both tables has an
--    equality; a column added without one fails that test, not an order.
-- 2. The search words were collected again from every updated product, a stock count too (a statement trigger with
--    only the new rows): now only from the rows whose name, brand or category names changed.
-- Earlier migrations of the same run may leave deferred catalogue-version trigger events on products, and a trigger
-- is not replaced on a table with pending events: fire them now (as 0019 does).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text;
  state text := current_setting('kirana.catalog_change', true);
  next_version bigint;
  product_id integer;
  card boolean := true;
  everything boolean := true;
  ids integer[];
  -- The products this transaction recorded so far, as ',<id>c,' (card) or ',<id>d,' (detail).
  seen text := current_setting('kirana.catalog_seen', true);
  old_product "products";
  new_product "products";
  old_variant "product_variants";
  new_variant "product_variants";
BEGIN
  -- Once a transaction's change is "all", nothing can widen it.
  IF state = tx || ':all' THEN RETURN NULL; END IF;
  -- Nested, not joined by AND: PL/pgSQL resolves every field of OLD and NEW an expression names, on any table.
  IF TG_LEVEL = 'ROW' THEN
    IF TG_TABLE_NAME = 'products' THEN
      IF TG_OP = 'UPDATE' THEN
        IF OLD."id" = NEW."id" THEN
          product_id := NEW."id";
          old_product := OLD;
          new_product := NEW;
          card := (old_product."count_in_stock" > 0) IS DISTINCT FROM (new_product."count_in_stock" > 0);
          IF NOT card THEN
            new_product."count_in_stock" := old_product."count_in_stock";
            new_product."min_stock" := old_product."min_stock";
            new_product."updated_at" := old_product."updated_at";
            card := new_product IS DISTINCT FROM old_product;
          END IF;
        END IF;
      END IF;
    ELSIF TG_TABLE_NAME IN ('product_variants', 'reviews') THEN
      IF TG_OP = 'INSERT' THEN
        product_id := NEW."product_id";
      ELSIF TG_OP = 'DELETE' THEN
        product_id := OLD."product_id";
      ELSIF OLD."product_id" = NEW."product_id" THEN
        product_id := NEW."product_id";
        IF TG_TABLE_NAME = 'product_variants' THEN
          old_variant := OLD;
          new_variant := NEW;
          card := (old_variant."count_in_stock" > 0) IS DISTINCT FROM (new_variant."count_in_stock" > 0);
          IF NOT card THEN
            new_variant."count_in_stock" := old_variant."count_in_stock";
            new_variant."low_stock_alerted" := old_variant."low_stock_alerted";
            new_variant."updated_at" := old_variant."updated_at";
            card := new_variant IS DISTINCT FROM old_variant;
          END IF;
        END IF;
      END IF;
    END IF;
    everything := product_id IS NULL;
  END IF;
  IF state IS NULL OR split_part(state, ':', 1) IS DISTINCT FROM tx THEN
    -- The transaction's first catalogue write: the version's one bump (the notify trigger of migration 0008 stays
    -- quiet for it, this function announces it), and its change row.
    PERFORM set_config('kirana.catalog_change', tx || ':' || CASE WHEN everything THEN 'all' ELSE 'some' END, true);
    UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "catalog_state"."version" INTO next_version;
    INSERT INTO "catalog_changes" ("version", "product_ids", "cards")
      VALUES (next_version, CASE WHEN everything THEN NULL ELSE ARRAY[product_id] END, card);
    PERFORM set_config('kirana.catalog_version', next_version::text, true);
    PERFORM set_config('kirana.catalog_seen', ',' || product_id || CASE WHEN card THEN 'c,' ELSE 'd,' END, true);
    -- Old rows are only read by a reader that fell this far behind, which empties everything instead.
    IF next_version % 1000 = 0 THEN DELETE FROM "catalog_changes" WHERE "version" <= next_version - 10000; END IF;
  ELSE
    -- An order writes each product's variant and then its row: the second says nothing new (nor does its payload).
    IF NOT everything AND (position(',' || product_id || 'c,' IN seen) > 0
        OR (NOT card AND position(',' || product_id || 'd,' IN seen) > 0)) THEN
      RETURN NULL;
    END IF;
    PERFORM set_config('kirana.catalog_seen', seen || product_id || CASE WHEN card THEN 'c,' ELSE 'd,' END, true);
    next_version := current_setting('kirana.catalog_version')::bigint;
    UPDATE "catalog_changes" SET
      "product_ids" = CASE
        WHEN everything OR "product_ids" IS NULL OR cardinality("product_ids") >= 200 THEN NULL
        WHEN product_id = ANY ("product_ids") THEN "product_ids"
        ELSE array_append("product_ids", product_id) END,
      "cards" = "cards" OR card
      WHERE "catalog_changes"."version" = next_version
      RETURNING "product_ids" INTO ids;
    IF ids IS NULL THEN
      PERFORM set_config('kirana.catalog_change', tx || ':all', true);
      everything := true;
    END IF;
  END IF;
  -- Delivered at commit, identical payloads once: {"v": version} alone means everything changed.
  PERFORM pg_notify('kirana_catalog', CASE WHEN everything THEN json_build_object('v', next_version)
    ELSE json_build_object('v', next_version, 'p', product_id, 'c', card) END::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "collect_changed_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("term")
  SELECT DISTINCT w
  FROM "new_rows" r
    JOIN "old_rows" o ON o."id" = r."id"
      AND (o."name", o."brand", o."cat_name", o."sub_cat_name") IS DISTINCT FROM (r."name", r."brand", r."cat_name", r."sub_cat_name"),
    regexp_split_to_table(lower(r."name" || ' ' || r."brand" || ' ' || r."cat_name" || ' ' || r."sub_cat_name"), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
  ORDER BY w
  ON CONFLICT ("term") DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "products_search_terms_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "collect_changed_search_terms"();
