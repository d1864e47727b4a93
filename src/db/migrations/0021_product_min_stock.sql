ALTER TABLE "products" ADD COLUMN "min_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data: each product's lowest variant stock, as refreshProductDefaults keeps it from now on (filled before the
-- index is built, so the index is written once).
UPDATE "products" p SET "min_stock" = v."min_stock"
FROM (SELECT "product_id", min("count_in_stock") AS "min_stock" FROM "product_variants" GROUP BY "product_id") v
WHERE v."product_id" = p."id";--> statement-breakpoint
CREATE INDEX "products_admin_min_stock_idx" ON "products" USING btree ("min_stock","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null;
