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