-- Catalogue version for in-process caches (docs/decisions/003-catalogue-cache.md).
-- Any committed write to products, categories, banners or reviews bumps catalog_state.version once per
-- transaction. The triggers are deferred to commit so the single state row is locked only at the very end of a
-- writing transaction: two orders decrementing stock of different products can never deadlock on it.
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Row triggers fire once per changed row; only the first one in a transaction does the update.
  IF current_setting('kirana.catalog_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('kirana.catalog_bumped', txid_current()::text, true);
    UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "banners_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "banners"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
-- TRUNCATE cannot fire row or constraint triggers; it takes an exclusive lock anyway, so a plain one does.
CREATE TRIGGER "products_catalog_version_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version_truncate" AFTER TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "banners_catalog_version_truncate" AFTER TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_version_truncate" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
