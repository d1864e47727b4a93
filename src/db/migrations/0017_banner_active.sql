-- ALTER TABLE refuses a table with pending (deferred) catalogue-version trigger events from an earlier migration of
-- the same run: fire them now.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active" boolean DEFAULT true NOT NULL;