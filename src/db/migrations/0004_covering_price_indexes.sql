DROP INDEX "products_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_price_idx";--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("cat_id","price","id","rating","countries");--> statement-breakpoint
CREATE INDEX "products_sub_cat_price_idx" ON "products" USING btree ("sub_cat_id","price","id","rating","countries");