CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_state_single_row" CHECK ("catalog_state"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "products_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_cat_rating_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
CREATE INDEX "products_sub_cat_rating_idx" ON "products" USING btree ("sub_cat_id","rating","id");--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("cat_id","price","id");--> statement-breakpoint
CREATE INDEX "products_sub_cat_price_idx" ON "products" USING btree ("sub_cat_id","price","id");--> statement-breakpoint
CREATE INDEX "products_cat_rating_idx" ON "products" USING btree ("cat_id","rating","id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);