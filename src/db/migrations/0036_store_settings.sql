CREATE TABLE "store_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"pincode" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"logo" text,
	"gstin" text DEFAULT '' NOT NULL,
	"fssai" text DEFAULT '' NOT NULL,
	"grievance_name" text DEFAULT '' NOT NULL,
	"grievance_email" text DEFAULT '' NOT NULL,
	"grievance_phone" text DEFAULT '' NOT NULL,
	"policies" jsonb DEFAULT '{"returns":"","refunds":"","cancellation":""}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "store_settings_one_row" CHECK ("store_settings"."id" = 1)
);
--> statement-breakpoint
-- The store settings and the delivery zones (whose thresholds make the footer's free-delivery promise) show on the
-- pages the page cache keeps: a committed write to either bumps the catalogue version like a catalogue write
-- (migration 0003), so the catalogue cache and the page cache start again (docs/decisions/052).
CREATE CONSTRAINT TRIGGER "store_settings_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "store_settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "delivery_zones_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "delivery_zones"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
