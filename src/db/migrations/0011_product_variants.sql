CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"label" text NOT NULL,
	"size" text,
	"ram" text,
	"weight" text,
	"price" integer NOT NULL,
	"old_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"count_in_stock" integer DEFAULT 0 NOT NULL,
	"net_quantity" double precision,
	"unit" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_unit_check" CHECK ("product_variants"."unit" in ('g', 'kg', 'ml', 'l', 'piece')),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."count_in_stock" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" >= 0 and "product_variants"."old_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" double precision;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_price" double precision;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_count" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "facts" jsonb;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");
--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");
--> statement-breakpoint
CREATE INDEX "products_cat_unit_price_idx" ON "products" USING btree ("cat_id","unit_price","id");
--> statement-breakpoint
CREATE INDEX "products_sub_cat_unit_price_idx" ON "products" USING btree ("sub_cat_id","unit_price","id");
--> statement-breakpoint
-- Variants (docs/decisions/020-product-variants-unit-prices-facts.md). Existing data moves without loss: every
-- product becomes one variant per combination of the options it lists (sizes × RAM × weights; one variant when it
-- lists none), each at the product's prices. The product's stock is shared out among them (evenly, the remainder to
-- the first ones), so the shop never has more to sell than before; an owner corrects the split per variant.
-- A weight label such as "500g" or "1 kg" becomes the variant's net quantity and unit.
CREATE CONSTRAINT TRIGGER "product_variants_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalog_version_truncate" AFTER TRUNCATE ON "product_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "sku", "label", "size", "ram", "weight", "price", "old_price", "discount",
  "count_in_stock", "net_quantity", "unit", "position", "created_at", "updated_at")
SELECT c."id", 'P' || c."id" || '-' || (c."k" + 1), concat_ws(' · ', c."s", c."r", c."w"),
  c."s", c."r", c."w", c."price", c."old_price", c."discount",
  c."count_in_stock" / c."n" + CASE WHEN c."k" < c."count_in_stock" % c."n" THEN 1 ELSE 0 END,
  CASE WHEN c."m" IS NOT NULL THEN c."m"[1]::double precision END,
  CASE lower(c."m"[2]) WHEN 'g' THEN 'g' WHEN 'gm' THEN 'g' WHEN 'kg' THEN 'kg' WHEN 'ml' THEN 'ml' WHEN 'l' THEN 'l'
    WHEN 'ltr' THEN 'l' END,
  c."k", c."created_at", c."created_at"
FROM (
  SELECT p."id", p."price", p."old_price", p."discount", greatest(p."count_in_stock", 0) AS "count_in_stock",
    p."created_at", s."v" AS "s", r."v" AS "r", w."v" AS "w",
    regexp_match(w."v", '^\s*(\d+(?:\.\d+)?)\s*(g|gm|kg|ml|l|ltr)\s*$', 'i') AS "m",
    (row_number() OVER (PARTITION BY p."id" ORDER BY s."o", r."o", w."o") - 1)::int AS "k",
    (count(*) OVER (PARTITION BY p."id"))::int AS "n"
  FROM "products" p
  CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p."sizes") = 0 THEN ARRAY[NULL]::text[] ELSE p."sizes" END)
    WITH ORDINALITY AS s("v", "o")
  CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p."ram") = 0 THEN ARRAY[NULL]::text[] ELSE p."ram" END)
    WITH ORDINALITY AS r("v", "o")
  CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p."weights") = 0 THEN ARRAY[NULL]::text[] ELSE p."weights" END)
    WITH ORDINALITY AS w("v", "o")
) c;
--> statement-breakpoint
-- The product row carries its default variant's values (the cheapest in stock, else the cheapest), as the catalogue
-- service keeps them (catalog.repository.ts, refreshProductDefaults).
UPDATE "products" p SET "price" = d."price", "old_price" = d."old_price", "discount" = d."discount",
  "count_in_stock" = d."count_in_stock", "net_quantity" = d."net_quantity", "unit" = d."unit",
  "unit_price" = CASE
    WHEN d."net_quantity" IS NULL OR d."net_quantity" <= 0 THEN NULL
    WHEN d."unit" = 'g' THEN round((d."price" / (d."net_quantity" / 1000))::numeric, 2)::double precision
    WHEN d."unit" = 'ml' THEN round((d."price" / (d."net_quantity" / 1000))::numeric, 2)::double precision
    WHEN d."unit" IN ('kg', 'l') THEN round((d."price" / d."net_quantity")::numeric, 2)::double precision
    WHEN d."unit" = 'piece' AND d."net_quantity" > 1 THEN round((d."price" / d."net_quantity")::numeric, 2)::double precision
  END,
  "variant_count" = d."n"
FROM (
  SELECT DISTINCT ON (v."product_id") v.*, (count(*) OVER (PARTITION BY v."product_id"))::int AS "n"
  FROM "product_variants" v
  ORDER BY v."product_id", (v."count_in_stock" > 0) DESC, v."price", v."position", v."id"
) d
WHERE d."product_id" = p."id";
