-- Orders paid through the built-in test provider (demo mode, decision 012) are marked; earlier orders take their
-- payment's provider.
ALTER TABLE "orders" ADD COLUMN "payment_mode" text NOT NULL DEFAULT 'live';--> statement-breakpoint
UPDATE "orders" SET "payment_mode" = 'test' WHERE "provider_order_id" IN (SELECT "provider_order_id" FROM "payments" WHERE "provider" = 'test');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_mode" DROP DEFAULT;
