ALTER TABLE "delivery_slot_claims" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "delivery_slot_claims_address_idx" ON "delivery_slot_claims" USING btree ("client_address") WHERE "delivery_slot_claims"."kind" = 'hold';--> statement-breakpoint
-- Issue 27 §5 (decision 018's addendum): "Verified purchase" means the author had received the product when writing.
-- Reviews marked under the old rule (any order, even one cancelled or never delivered) keep the mark only if a
-- delivered line of the product — kept as ordered, or a substitute of it — was delivered before the review. Marks are
-- only taken away, never given; reviews whose author's account is gone keep theirs (nothing left to check).
UPDATE "reviews" AS r SET "verified_purchase" = false
WHERE r."verified_purchase" AND r."user_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "orders" o
  JOIN "order_status_events" e ON e."order_id" = o."id" AND e."status" = 'delivered' AND e."at" <= r."created_at"
  JOIN "order_lines" l ON l."order_id" = o."id"
  LEFT JOIN "order_line_changes" c ON c."line_id" = l."id"
  WHERE o."user_id" = r."user_id" AND o."status" = 'delivered'
    AND ((c."id" IS NULL AND l."product_id" = r."product_id")
      OR (c."kind" = 'substituted' AND c."substitute_product_id" = r."product_id"))
);
