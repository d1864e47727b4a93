-- ALTER TABLE refuses a table with pending (deferred) catalogue-version trigger events from an earlier migration of
-- the same run: fire them now.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "product_variants_stock_idx" ON "product_variants" USING btree ("count_in_stock","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_archived_idx" ON "products" USING btree ("archived_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is not null;