CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_key" ON "refunds" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "orders_refund_open_idx" ON "orders" USING btree ("refund_status") WHERE "orders"."refund_status" in ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_status_check" CHECK ("orders"."refund_status" in ('none', 'pending', 'refunded', 'failed'));--> statement-breakpoint
-- Orders cancelled before refunds existed (decision 023) gave no money back: mark them failed so the back office
-- sees them and retries (docs/decisions/024), instead of leaving them silently unrefunded.
UPDATE "orders" SET "refund_status" = 'failed', "refund_amount" = "amount", "refund_error" = 'Cancelled before refunds existed: not refunded yet' WHERE "status" = 'cancelled';
