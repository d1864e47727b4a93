ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
-- Data: every admin of the old flag keeps the back office as an 'admin' (decision 021).
UPDATE "users" SET "role" = 'admin' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_admin";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'staff'));
