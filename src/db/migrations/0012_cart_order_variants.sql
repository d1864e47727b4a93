-- Cart and order lines point at the variant (docs/decisions/020-product-variants-unit-prices-facts.md). Existing
-- lines keep everything: a cart line takes the variant whose options match its size, RAM and weight (the first
-- variant of its product when none matches any more); an order line keeps its snapshot and gains the variant's label
-- and, where one still matches, its id.
DROP INDEX "cart_items_user_variant_key";
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" integer;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "cart_items" c SET "variant_id" = coalesce(
  (SELECT v."id" FROM "product_variants" v
    WHERE v."product_id" = c."product_id" AND coalesce(v."size", '') = c."size" AND coalesce(v."ram", '') = c."ram"
      AND coalesce(v."weight", '') = c."weight"
    ORDER BY v."position", v."id" LIMIT 1),
  (SELECT v."id" FROM "product_variants" v WHERE v."product_id" = c."product_id" ORDER BY v."position", v."id" LIMIT 1));
--> statement-breakpoint
-- Two lines of one shopper that fell back to the same variant become one line with both quantities.
UPDATE "cart_items" c SET "quantity" = d."quantity"
FROM (
  SELECT min("id") AS "id", sum("quantity")::int AS "quantity" FROM "cart_items"
  GROUP BY "user_id", "variant_id" HAVING count(*) > 1
) d
WHERE c."id" = d."id";
--> statement-breakpoint
DELETE FROM "cart_items" c USING "cart_items" k
WHERE k."user_id" = c."user_id" AND k."variant_id" = c."variant_id" AND k."id" < c."id";
--> statement-breakpoint
-- The variant's own option values, so the line shows what it is.
UPDATE "cart_items" c SET "size" = coalesce(v."size", ''), "ram" = coalesce(v."ram", ''),
  "weight" = coalesce(v."weight", '')
FROM "product_variants" v WHERE v."id" = c."variant_id";
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_variant_key" ON "cart_items" USING btree ("user_id","variant_id");
--> statement-breakpoint
UPDATE "order_lines" l SET
  "variant_label" = concat_ws(' · ', nullif(l."size", ''), nullif(l."ram", ''), nullif(l."weight", '')),
  "variant_id" = (SELECT v."id" FROM "product_variants" v
    WHERE v."product_id" = l."product_id" AND coalesce(v."size", '') = l."size" AND coalesce(v."ram", '') = l."ram"
      AND coalesce(v."weight", '') = l."weight"
    ORDER BY v."position", v."id" LIMIT 1);
