CREATE TABLE "catalog_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"product_ids" integer[],
	"cards" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Precise invalidation (docs/decisions/067-precise-cache-invalidation.md): the catalogue version is still bumped once
-- per writing transaction (migration 0003), and the bump now also says what changed, in catalog_changes and in the
-- notification (PGlite's readers act on it at once). A products or product_variants update that moves only a stock
-- count (no in/out-of-stock flip, nothing a product card shows) is a "detail" change of that product; any other
-- update of them, and any write of a product's variants or reviews, a "card" change of that product; everything
-- else (inserts and deletes of products, truncates, categories, banners, settings, zones, synonyms) changes "all".
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
BEGIN
  -- Once a transaction's change is "all", nothing can widen it.
  IF state = tx || ':all' THEN RETURN NULL; END IF;
  -- Nested, not joined by AND: PL/pgSQL resolves every field of OLD and NEW an expression names, on any table.
  IF TG_LEVEL = 'ROW' THEN
    IF TG_TABLE_NAME = 'products' THEN
      IF TG_OP = 'UPDATE' THEN
        IF OLD."id" = NEW."id" THEN
          product_id := NEW."id";
          card := (to_jsonb(OLD) - '{count_in_stock,min_stock,updated_at}'::text[])
              IS DISTINCT FROM (to_jsonb(NEW) - '{count_in_stock,min_stock,updated_at}'::text[])
            OR (OLD."count_in_stock" > 0) IS DISTINCT FROM (NEW."count_in_stock" > 0);
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
          card := (to_jsonb(OLD) - '{count_in_stock,low_stock_alerted,updated_at}'::text[])
              IS DISTINCT FROM (to_jsonb(NEW) - '{count_in_stock,low_stock_alerted,updated_at}'::text[])
            OR (OLD."count_in_stock" > 0) IS DISTINCT FROM (NEW."count_in_stock" > 0);
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
-- A version bump by anything else (a test, a script) still announces itself, as a change of everything.
CREATE OR REPLACE FUNCTION "notify_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF split_part(coalesce(current_setting('kirana.catalog_change', true), ''), ':', 1) IS DISTINCT FROM txid_current()::text THEN
    PERFORM pg_notify('kirana_catalog', NEW."version"::text);
  END IF;
  RETURN NULL;
END
$$;
