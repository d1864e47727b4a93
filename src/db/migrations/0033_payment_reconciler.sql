ALTER TABLE "payments" ADD COLUMN "problem" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("status","updated_at") WHERE "payments"."status" in ('paid', 'refund_due', 'refund_failed', 'review');--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'created';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'paid', 'used', 'refund_due', 'refunded', 'refund_failed', 'review', 'resolved'));