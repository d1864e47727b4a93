-- Earlier migrations of the same run may leave deferred catalogue-version trigger events on products, and ALTER
-- TABLE and CREATE INDEX refuse a table with pending trigger events: fire them now (as 0019 does).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_admin_min_stock_idx" ON "products" USING btree ("min_stock","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null;--> statement-breakpoint
-- Data: each product's lowest variant stock, as refreshProductDefaults keeps it from now on.
UPDATE "products" p SET "min_stock" = v."min_stock"
FROM (SELECT "product_id", min("count_in_stock") AS "min_stock" FROM "product_variants" GROUP BY "product_id") v
WHERE v."product_id" = p."id";--> statement-breakpoint
-- The update's catalogue-version events fire now, so a later migration of the same run may alter products.
SET CONSTRAINTS ALL IMMEDIATE;
