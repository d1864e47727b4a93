CREATE TABLE "order_line_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"substitute_product_id" integer,
	"substitute_variant_id" integer,
	"substitute_title" text,
	"substitute_label" text,
	"substitute_image" text,
	"substitute_price" integer,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"refund_attempted_at" timestamp with time zone,
	"refund_error" text,
	CONSTRAINT "order_line_changes_kind_check" CHECK ("order_line_changes"."kind" in ('unavailable', 'substituted')),
	CONSTRAINT "order_line_changes_refund_status_check" CHECK ("order_line_changes"."refund_status" in ('none', 'pending', 'refunded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "substitute" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line_changes" ADD CONSTRAINT "order_line_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_changes" ADD CONSTRAINT "order_line_changes_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_changes" ADD CONSTRAINT "order_line_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_changes_line_key" ON "order_line_changes" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "order_line_changes_order_idx" ON "order_line_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_line_changes_refund_open_idx" ON "order_line_changes" USING btree ("refund_status") WHERE "order_line_changes"."refund_status" in ('pending', 'failed');