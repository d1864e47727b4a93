CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"webhook_id" integer NOT NULL,
	"notice_id" bigint NOT NULL,
	"event" text NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "low_stock_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "low_stock_default" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","attempted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Low-stock alerts (issue 31 §1, docs/decisions/057). Stock falls in several statements of several modules (an order's
-- bulk take, a line marked unavailable, the back office's edit, the catalogue import), so one trigger watches the
-- column itself: when a pack's stock falls to its threshold (its own, or the store settings' default) and it has not
-- alerted yet, it writes the alert's outbox rows in the same transaction — one e-mail per opted-in back-office user
-- and one call per active webhook that wants 'stock.low' — and marks the pack alerted; stock above the threshold
-- re-arms it. Due by the database's clock (the process's clock writes the other rows; both are the same host's).
CREATE OR REPLACE FUNCTION "alert_low_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  threshold integer;
  facts jsonb;
BEGIN
  threshold := coalesce(NEW."low_stock_threshold", (SELECT "low_stock_default" FROM "store_settings" WHERE "id" = 1), 5);
  IF NEW."count_in_stock" > threshold THEN
    NEW."low_stock_alerted" := false;
    RETURN NEW;
  END IF;
  IF NEW."low_stock_alerted" OR NEW."count_in_stock" >= OLD."count_in_stock" THEN
    RETURN NEW;
  END IF;
  NEW."low_stock_alerted" := true;
  SELECT jsonb_build_object(
    'productId', NEW."product_id", 'variantId', NEW."id", 'sku', NEW."sku", 'title', p."name",
    'variant', NEW."label", 'stock', NEW."count_in_stock", 'threshold', threshold)
    INTO facts FROM "products" p WHERE p."id" = NEW."product_id";
  INSERT INTO "mail_outbox" ("channel", "to", "kind", "data", "next_attempt_at")
    SELECT 'email', u."email", 'staff.stock_low', facts, now()
    FROM "users" u WHERE u."notify_orders" AND u."role" IS NOT NULL ORDER BY u."id";
  INSERT INTO "mail_outbox" ("channel", "to", "kind", "data", "next_attempt_at")
    SELECT 'webhook', w."id"::text, 'stock.low',
      jsonb_build_object('id', gen_random_uuid()::text, 'event', 'stock.low',
        'createdAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', facts),
      now()
    FROM "webhooks" w WHERE w."active" AND 'stock.low' = ANY (w."events") ORDER BY w."id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_low_stock" BEFORE UPDATE OF "count_in_stock", "low_stock_threshold"
  ON "product_variants" FOR EACH ROW EXECUTE FUNCTION "alert_low_stock"();
