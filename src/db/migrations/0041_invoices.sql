CREATE TABLE "order_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"line_id" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"refund_amount" integer NOT NULL,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"refund_attempted_at" timestamp with time zone,
	"refund_error" text,
	CONSTRAINT "order_adjustments_kind_check" CHECK ("order_adjustments"."kind" in ('reduced', 'goodwill', 'returned')),
	CONSTRAINT "order_adjustments_amount_check" CHECK ("order_adjustments"."refund_amount" >= 0 and "order_adjustments"."quantity" >= 0),
	CONSTRAINT "order_adjustments_refund_status_check" CHECK ("order_adjustments"."refund_status" in ('none', 'pending', 'refunded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_adjustments_order_idx" ON "order_adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_adjustments_refund_open_idx" ON "order_adjustments" USING btree ("refund_status") WHERE "order_adjustments"."refund_status" in ('pending', 'failed');