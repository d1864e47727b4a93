-- The shop's state an order is placed under (GST, docs/decisions/053) comes from the store settings as the row is
-- inserted: the placing transaction counts its statements, and this saves one.
CREATE OR REPLACE FUNCTION kirana_shop_state() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "state" FROM "store_settings" WHERE "id" = 1), '')
$$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shop_state" SET DEFAULT kirana_shop_state();--> statement-breakpoint
-- The back office's live order count (docs/decisions/057): every server LISTENs on kirana_live; the orders table
-- NOTIFYs a placed order and a status move itself, delivered at commit and never for a rolled-back change.
CREATE OR REPLACE FUNCTION kirana_live_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('kirana_live', json_build_object('kind', 'placed', 'orderId', NEW.id, 'status', NEW.status)::text);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pg_notify('kirana_live', json_build_object('kind', 'status', 'orderId', NEW.id, 'status', NEW.status)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_live AFTER INSERT OR UPDATE OF status ON "orders" FOR EACH ROW EXECUTE FUNCTION kirana_live_order();
