CREATE TABLE "gst_rates" (
	"rate_bps" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "gst_rates_rate_check" CHECK ("gst_rates"."rate_bps" >= 0 and "gst_rates"."rate_bps" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_document_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_document_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"order_line_id" integer,
	"description" text NOT NULL,
	"hsn_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" integer NOT NULL,
	"taxable" integer NOT NULL,
	"cgst" integer DEFAULT 0 NOT NULL,
	"sgst" integer DEFAULT 0 NOT NULL,
	"igst" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"order_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"place_of_supply" text NOT NULL,
	"shop_state" text NOT NULL,
	"total" integer NOT NULL,
	"taxable" integer NOT NULL,
	"cgst" integer DEFAULT 0 NOT NULL,
	"sgst" integer DEFAULT 0 NOT NULL,
	"igst" integer DEFAULT 0 NOT NULL,
	"invoice_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_document_lines_document_idx" ON "tax_document_lines" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_key" ON "tax_documents" USING btree ("kind","financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_invoice_key" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
-- Today's slabs since the September 2025 rationalisation: the grocer's choices, changed as data when the slabs change.
INSERT INTO "gst_rates" ("rate_bps", "label") VALUES (0, 'Nil (0 %)'), (500, '5 %'), (1800, '18 %'), (4000, '40 %') ON CONFLICT DO NOTHING;
