CREATE TABLE "delivery_closed_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_closed_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_slot_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot_id" integer NOT NULL,
	"kind" text NOT NULL,
	"holder" text NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_slot_claims_kind" CHECK (("delivery_slot_claims"."kind" = 'hold' and "delivery_slot_claims"."expires_at" is not null) or ("delivery_slot_claims"."kind" = 'booking' and "delivery_slot_claims"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_slot_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_hours" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_slot_templates_valid" CHECK ("delivery_slot_templates"."weekday" between 1 and 7 and "delivery_slot_templates"."start_minute" >= 0 and "delivery_slot_templates"."end_minute" <= 1440
        and "delivery_slot_templates"."start_minute" < "delivery_slot_templates"."end_minute" and "delivery_slot_templates"."capacity" >= 0 and "delivery_slot_templates"."cutoff_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"free_from" integer,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_amounts" CHECK ("delivery_zones"."fee" >= 0 and "delivery_zones"."minimum_order" >= 0 and coalesce("delivery_zones"."free_from", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_closed_dates" ADD CONSTRAINT "delivery_closed_dates_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot_claims" ADD CONSTRAINT "delivery_slot_claims_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot_templates" ADD CONSTRAINT "delivery_slot_templates_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_template_id_delivery_slot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."delivery_slot_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_closed_dates_key" ON "delivery_closed_dates" USING btree (coalesce("zone_id", 0),"day");--> statement-breakpoint
CREATE INDEX "delivery_slot_claims_slot_idx" ON "delivery_slot_claims" USING btree ("slot_id","kind","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slot_claims_order_key" ON "delivery_slot_claims" USING btree ("order_id") WHERE "delivery_slot_claims"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "delivery_slot_claims_expiry_idx" ON "delivery_slot_claims" USING btree ("expires_at") WHERE "delivery_slot_claims"."kind" = 'hold';--> statement-breakpoint
CREATE INDEX "delivery_slot_templates_zone_idx" ON "delivery_slot_templates" USING btree ("zone_id","weekday","start_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slots_key" ON "delivery_slots" USING btree ("template_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_one_default" ON "delivery_zones" USING btree ("is_default") WHERE "delivery_zones"."is_default";--> statement-breakpoint
-- A fresh shop's one zone (decisions §7): every pincode, no fee, no minimum, so the cart's "Shipping: Free" holds.
INSERT INTO "delivery_zones" ("name", "fee", "free_from", "minimum_order", "is_default") VALUES ('Everywhere', 0, NULL, 0, true);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_key" ON "newsletter_subscribers" USING btree ("confirm_token_hash") WHERE "newsletter_subscribers"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("confirmed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "newsletter_subscribers"."status" = 'confirmed';
