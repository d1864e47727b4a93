import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TProduct } from '#src/contracts/catalog';
import type { Sent } from '#src/contracts/endpoint';
import type { cart } from '#src/contracts/shopping';
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
        // The badge moves at once; the server's count follows (another tab may have changed the cart).
        setCounts({ cart: getCounts().cart + 1 });
        refreshCartCount().catch((error: unknown) => console.error('cart count', error));
        return true;
      } catch (error) {
        showError(errorText(error));
        return false;
      }
    },
    [showSuccess, showError],
  );
}

type CardProductLike = { id: number } & Partial<Pick<TProduct, 'size' | 'productRam' | 'productWeight'>>;

/** The first option list a product offers, if any: a card cannot choose one, the product page can. */
function firstOptionKind(product: CardProductLike): 'size' | 'RAM' | 'weight' | null {
  if (product.size?.length) return 'size';
  if (product.productRam?.length) return 'RAM';
  if (product.productWeight?.length) return 'weight';
  return null;
}

/**
 * A product card's add-to-cart: one of the product. A product with sizes, RAM or weights needs a choice, so the
 * card says which and opens the product page, where the choosers are (a guest still gets 'Please login first').
 */
export function useCardAddToCart() {
  const add = useAddToCart();
  const { showError } = useAlert();
  const navigate = useNavigate();
  return useCallback(
    async (product: CardProductLike): Promise<boolean> => {
      const kind = firstOptionKind(product);
      if (kind && getSession()) {
        showError(TEXT.shopping.chooseVariant(kind));
        await navigate(`/product/${product.id}`);
        return false;
      }
      return add({ productId: product.id, quantity: 1 });
    },
    [add, showError, navigate],
  );
}
