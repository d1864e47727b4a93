CREATE TABLE "stock_requests" (
	"user_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_requests_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_requests_variant_idx" ON "stock_requests" USING btree ("variant_id");--> statement-breakpoint
-- "Notify me" (issue 32 §4, docs/decisions/062): a pack whose stock rises from none to some, whatever wrote it (the
-- back office's edit or stock endpoint, the catalogue import, a cancelled order or a return putting units back),
-- writes one e-mail per waiting shopper into the outbox in the same transaction and drops their requests, so each
-- request is answered once. An archived product stays silent, and so do its requests.
CREATE OR REPLACE FUNCTION "notify_back_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "products" p WHERE p."id" = NEW."product_id" AND p."archived_at" IS NOT NULL) THEN
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
--> statement-breakpoint
CREATE TRIGGER "product_variants_back_in_stock" AFTER UPDATE OF "count_in_stock" ON "product_variants"
  FOR EACH ROW WHEN (OLD."count_in_stock" <= 0 AND NEW."count_in_stock" > 0)
  EXECUTE FUNCTION "notify_back_in_stock"();
