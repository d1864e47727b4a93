-- Every change of the catalogue version is also announced on the channel kirana_catalog (payload: the new version),
-- so an embedded (PGlite) process, the only one that can open its database, can empty its catalogue cache when
-- a write commits instead of reading the version on every request (docs/decisions/009-catalogue-cache-invalidation.md).
-- NOTIFY is transactional: the notification is delivered at commit, never for a rolled-back write. The version row
-- is already the last lock of every catalogue write, so the notification queue's commit lock adds no new contention.
CREATE OR REPLACE FUNCTION "notify_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kirana_catalog', NEW."version"::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_state_notify" AFTER UPDATE OF "version" ON "catalog_state"
  FOR EACH ROW EXECUTE FUNCTION "notify_catalog_version"();
