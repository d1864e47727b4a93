-- Orders placed before delivery at checkout (docs/decisions/031) paid for their items only: items_total = amount.
ALTER TABLE "orders" ADD COLUMN "items_total" integer;--> statement-breakpoint
UPDATE "orders" SET "items_total" = "amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "items_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zone_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_start_time" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_end_time" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "zone_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "items_total" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slot_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slot_hold_id" integer;--> statement-breakpoint
CREATE INDEX "delivery_slot_claims_holder_idx" ON "delivery_slot_claims" USING btree ("holder") WHERE "delivery_slot_claims"."kind" = 'hold';--> statement-breakpoint
CREATE INDEX "orders_slot_ref_idx" ON "orders" USING btree ("slot_ref") WHERE "orders"."slot_ref" is not null;--> statement-breakpoint
CREATE INDEX "orders_slot_start_idx" ON "orders" USING btree ("slot_start") WHERE "orders"."slot_start" is not null;