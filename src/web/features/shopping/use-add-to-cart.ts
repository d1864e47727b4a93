import { useCallback } from 'react';
import type { TProduct } from '#src/contracts/catalog';
import type { Sent } from '#src/contracts/endpoint';
import type { cart } from '#src/contracts/cart';
import { TEXT } from '#src/shared/texts';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { getCounts, setCounts } from '#src/web/lib/counts';
import { getSession } from '#src/web/lib/session';
import { errorText } from '#src/web/lib/errors';
import { refreshCartCount } from './shopping-store';

/**
 * The shared add-to-cart action (spec 4, 8): a guest gets 'Please login first'; the server fills title, price and
 * image and answers `{ status, msg }` — success shows 'Item is added in the cart' and the badge updates at once,
 * a refusal (already in the cart, missing variant, over stock) shows the server's message. Resolves to whether
 * the line was added.
 */
export function useAddToCart() {
  const { showSuccess, showError } = useAlert();
  return useCallback(
    async (line: Sent<typeof cart.add, 'body'>): Promise<boolean> => {
      const session = getSession();
      if (!session) {
        showError(TEXT.loginFirstCart);
        return false;
      }
      try {
        const answer = await api.cart.add({ body: line });
        if (!answer.status) {
          showError(answer.msg);
          return false;
        }
        showSuccess(answer.msg);
        // The badge moves at once; the server's lines follow (another tab may have changed the cart). The button
        // stays busy until they are here and it has become the stepper, so the web never sends a second add.
        setCounts({ cart: getCounts().cart + 1 });
        await refreshCartCount().catch((error: unknown) => console.error('cart count', error));
        return true;
      } catch (error) {
        showError(errorText(error));
        return false;
      }
    },
    [showSuccess, showError],
  );
}

/**
 * A product card's add-to-cart: one of the product. A product with several variants needs a choice first, so for a
 * signed-in shopper this resolves to 'choose' and the card opens its variant sheet (a guest still gets 'Please
 * login first'); the card never sends an add the server would refuse for a missing variant.
 */
export function useCardAddToCart() {
  const add = useAddToCart();
  const { showError } = useAlert();
  return useCallback(
    async (product: Pick<TProduct, 'id' | 'variantCount'>): Promise<boolean | 'choose'> => {
      if (product.variantCount > 1) {
        if (getSession()) return 'choose';
        showError(TEXT.loginFirstCart);
        return false;
      }
      return add({ productId: product.id, quantity: 1 });
    },
    [add, showError],
  );
}
