DROP INDEX "products_cat_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_idx";--> statement-breakpoint
DROP INDEX "products_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_cat_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_cat_rating_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_rating_idx";--> statement-breakpoint
DROP INDEX "products_cat_unit_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_unit_price_idx";--> statement-breakpoint
CREATE INDEX "products_cat_idx" ON "products" USING btree ("cat_id","sold_out","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sub_cat_idx" ON "products" USING btree ("sub_cat_id","sold_out","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("cat_id","sold_out","price","id","max_in_stock_price","in_stock_prices","rating","countries") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sub_cat_price_idx" ON "products" USING btree ("sub_cat_id","sold_out","price","id","max_in_stock_price","in_stock_prices","rating","countries") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_cat_price_desc_idx" ON "products" USING btree ("cat_id","sold_out","price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sub_cat_price_desc_idx" ON "products" USING btree ("sub_cat_id","sold_out","price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_cat_rating_idx" ON "products" USING btree ("cat_id","sold_out","rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sub_cat_rating_idx" ON "products" USING btree ("sub_cat_id","sold_out","rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_cat_unit_price_idx" ON "products" USING btree ("cat_id","sold_out","unit_price","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_sub_cat_unit_price_idx" ON "products" USING btree ("sub_cat_id","sold_out","unit_price","id") WHERE "products"."archived_at" is null;