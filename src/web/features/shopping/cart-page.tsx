import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { rememberCart } from './shopping-store';
import { ShoppingCart } from '#src/web/components/ui/icons';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { TDeliveryCheck } from '#src/contracts/delivery';
import type { TCartItem } from '#src/contracts/cart';
import type { TCartSummary } from '#src/contracts/coupons';
import { CART_RELOAD_DELAY_MS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { useRememberedPincode } from '#src/web/lib/pincode';
import { BusyOverlay } from './busy-overlay';
import { CartSummary } from './cart-summary';
import { CartTable } from './cart-table';
import { EmptyState } from './empty-state';
import { errorText } from '#src/web/lib/errors';
import { PageFrame } from './page-frame';
import { wait } from './shopper-loader';
import { totalSaved } from '#src/shared/pricing/savings';
import { CouponBox } from './coupon-box';

const T = SHOP_PAGES_TEXT;

/**
 * The cart (spec 2 and 4). A quantity change blocks the page with an overlay, updates the line, reloads the cart
 * after about a second and then lifts the overlay; a removal does the same with 'Item removed from cart!'.
 */
export function CartPage({
  items,
  summary: loadedSummary,
  delivery: loadedDelivery,
  pincode,
}: {
  items: TCartItem[];
  /** The server's figures (issue 29 §2): discounts, the code in the box, the total after discounts. */
  summary: TCartSummary;
  /** The remembered pincode's check answer (issue 16), null without one. */
  delivery: TDeliveryCheck | null;
  pincode: string | null;
}) {
  const { showSuccess, showError } = useAlert();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [delivery, setDelivery] = useState(loadedDelivery);
  const [summary, setSummary] = useState(loadedSummary);
  useEffect(() => setSummary(loadedSummary), [loadedSummary]);
  // A pincode checked elsewhere meanwhile (the header's panel) is the one the summary estimates for.
  const remembered = useRememberedPincode(pincode);
  useEffect(() => {
    if (!remembered || remembered === delivery?.pincode) return;
    let current = true;
    api.delivery
      .check({ query: { pincode: remembered } })
      .then((check) => current && setDelivery(check))
      .catch((error: unknown) => console.error('delivery check', error));
    return () => {
      current = false;
    };
  }, [remembered, delivery?.pincode]);

  // The stepper on cards and product pages reads the same lines (issue 32 §1).
  useEffect(() => rememberCart(items), [items]);

  const changeQuantity = async (line: TCartItem, quantity: number) => {
    if (quantity === 0 || busy) return;
    if (line.maxPerOrder !== undefined && quantity > line.maxPerOrder) {
      showError(TEXT.quickShop.maxPerOrder(line.maxPerOrder));
      return;
    }
    if (quantity > line.countInStock) {
      showError(TEXT.quantityOverStock);
      return;
    }
    setBusy(T.updatingCart);
    try {
      await api.cart.setQuantity({ params: { id: line.id }, body: { quantity } });
    } catch (error) {
      showError(errorText(error));
    }
    await wait(CART_RELOAD_DELAY_MS);
    await revalidator.revalidate();
    setBusy(null);
  };

  const remove = async (line: TCartItem) => {
    if (busy) return;
    setBusy(T.removingItem);
    try {
      const answer = await api.cart.remove({ params: { id: line.id } });
      showSuccess(answer.msg);
    } catch (error) {
      showError(errorText(error));
    }
    await revalidator.revalidate();
    setBusy(null);
  };

  return (
    <PageFrame title={T.cartTitle} crumb={TEXT.cart} intro={items.length > 0 ? T.cartCount(items.length) : undefined}>
      {items.length === 0 ? (
        <EmptyState icon={<ShoppingCart aria-hidden="true" />} text={TEXT.cartEmpty} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-8">
          <CartTable
            items={items}
            onQuantity={(line, next) => void changeQuantity(line, next)}
            onRemove={(line) => void remove(line)}
          />
          <CartSummary
            summary={summary}
            saved={totalSaved(items, summary.discounts)}
            delivery={delivery}
            pincode={delivery?.pincode ?? remembered}
            onChecked={setDelivery}
            coupon={<CouponBox coupon={summary.coupon} onChanged={setSummary} />}
          />
        </div>
      )}
      <BusyOverlay label={busy} />
    </PageFrame>
  );
}
