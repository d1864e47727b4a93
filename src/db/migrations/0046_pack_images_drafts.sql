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
ALTER TABLE "product_variants" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_draft_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."draft" and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_cat_idx" ON "products" USING btree ("cat_id","sold_out","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
CREATE INDEX "products_sub_cat_idx" ON "products" USING btree ("sub_cat_id","sold_out","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("cat_id","sold_out","price","id","max_in_stock_price","in_stock_prices","rating","countries") WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
CREATE INDEX "products_sub_cat_price_idx" ON "products" USING btree ("sub_cat_id","sold_out","price","id","max_in_stock_price","in_stock_prices","rating","countries") WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
CREATE INDEX "products_cat_price_desc_idx" ON "products" USING btree ("cat_id","sold_out","price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
CREATE INDEX "products_sub_cat_price_desc_idx" ON "products" USING btree ("sub_cat_id","sold_out","price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
CREATE INDEX "products_cat_rating_idx" ON "products" USING btree ("cat_id","sold_out","rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
CREATE INDEX "products_sub_cat_rating_idx" ON "products" USING btree ("sub_cat_id","sold_out","rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
CREATE INDEX "products_cat_unit_price_idx" ON "products" USING btree ("cat_id","sold_out","unit_price","id") WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
CREATE INDEX "products_sub_cat_unit_price_idx" ON "products" USING btree ("sub_cat_id","sold_out","unit_price","id") WHERE "products"."archived_at" is null and not "products"."draft";--> statement-breakpoint
-- A draft (issue 31 §6, docs/decisions/063) stays silent as an archived product does: its waiting shoppers are told
-- once it is on sale and restocked, not while the shop still hides it.
CREATE OR REPLACE FUNCTION "notify_back_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "products" p WHERE p."id" = NEW."product_id" AND (p."archived_at" IS NOT NULL OR p."draft")) THEN
    RETURN NEW;
  END IF;
  INSERT INTO "mail_outbox" ("channel", "to", "kind", "data", "next_attempt_at")
    SELECT 'email', u."email", 'shopper.back_in_stock',
      jsonb_build_object('productId', NEW."product_id", 'variantId', NEW."id", 'title', p."name",
        'variant', NEW."label", 'name', u."name"),
      now()
    FROM "stock_requests" r
    JOIN "users" u ON u."id" = r."user_id"
    JOIN "products" p ON p."id" = NEW."product_id"
    WHERE r."variant_id" = NEW."id"
    ORDER BY r."created_at", r."user_id";
  DELETE FROM "stock_requests" WHERE "variant_id" = NEW."id";
  RETURN NEW;
END
$$;
