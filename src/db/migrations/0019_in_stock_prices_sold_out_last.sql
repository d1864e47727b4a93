-- Earlier migrations of the same run may leave deferred catalogue-version trigger events on products, and ALTER
-- TABLE refuses a table with pending events: fire them now (and this migration's own at each statement's end).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
DROP INDEX "products_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock_prices" "int4multirange";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_in_stock_price" integer;--> statement-breakpoint
-- Existing products: every in-stock variant's price and the dearest of them (null when none is in stock), as
-- refreshProductDefaults keeps them from now on (decision 020, the price filter).
UPDATE "products" p SET "in_stock_prices" = m."prices", "max_in_stock_price" = m."dearest"
FROM (
  SELECT "product_id",
    range_agg(int4range("price", "price", '[]')) FILTER (WHERE "count_in_stock" > 0) AS "prices",
    max("price") FILTER (WHERE "count_in_stock" > 0) AS "dearest"
  FROM "product_variants" GROUP BY "product_id"
) m
WHERE m."product_id" = p."id";--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("cat_id","price","id","max_in_stock_price","in_stock_prices","rating","countries");--> statement-breakpoint
CREATE INDEX "products_sub_cat_price_idx" ON "products" USING btree ("sub_cat_id","price","id","max_in_stock_price","in_stock_prices","rating","countries");--> statement-breakpoint
-- The planner's statistics for the new columns (PGlite runs no autovacuum).
ANALYZE "products";--> statement-breakpoint
-- ALTER TABLE refuses a table with pending (deferred) trigger events from an earlier migration of the same run.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
DROP INDEX "products_cat_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_idx";--> statement-breakpoint
DROP INDEX "products_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_cat_rating_idx";--> statement-breakpoint
DROP INDEX "products_cat_unit_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_unit_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_rating_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean GENERATED ALWAYS AS (count_in_stock <= 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_cat_price_desc_idx" ON "products" USING btree ("cat_id","sold_out","price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sub_cat_price_desc_idx" ON "products" USING btree ("sub_cat_id","sold_out","price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_cat_idx" ON "products" USING btree ("cat_id","sold_out","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sub_cat_idx" ON "products" USING btree ("sub_cat_id","sold_out","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("cat_id","sold_out","price","id","max_in_stock_price","in_stock_prices","rating","countries");--> statement-breakpoint
CREATE INDEX "products_sub_cat_price_idx" ON "products" USING btree ("sub_cat_id","sold_out","price","id","max_in_stock_price","in_stock_prices","rating","countries");--> statement-breakpoint
CREATE INDEX "products_cat_rating_idx" ON "products" USING btree ("cat_id","sold_out","rating" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_cat_unit_price_idx" ON "products" USING btree ("cat_id","sold_out","unit_price","id");--> statement-breakpoint
CREATE INDEX "products_sub_cat_unit_price_idx" ON "products" USING btree ("sub_cat_id","sold_out","unit_price","id");--> statement-breakpoint
CREATE INDEX "products_sub_cat_rating_idx" ON "products" USING btree ("sub_cat_id","sold_out","rating" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ANALYZE "products";