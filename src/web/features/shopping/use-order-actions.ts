import { useState } from 'react';
import type { TOrder } from '#src/contracts/order-schemas';
import type { TReorderAnswer } from '#src/contracts/orders';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { refreshCounts } from './shopping-store';

const T = SHOPPER_TEXT.order;

/** The order page's two actions: Cancel (after confirming) while pending, and Buy again. */
export function useOrderActions(loaded: TOrder) {
  const { showSuccess, showError } = useAlert();
  const [order, setOrder] = useState(loaded);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reordering, setReordering] = useState(false);
  const [again, setAgain] = useState<TReorderAnswer | null>(null);

  const cancel = async () => {
    setCancelling(true);
    try {
      setOrder(await api.orders.cancel({ params: { id: order.id } }));
      showSuccess(T.cancelled);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  };

  const buyAgain = async () => {
    setReordering(true);
    try {
      const answer = await api.orders.reorder({ params: { id: order.id } });
      setAgain(answer);
      const n = answer.added.length;
      const inCart = answer.unavailable.filter((item) => item.reason === 'in_cart').length;
      if (n === 0 && inCart > 0 && inCart === answer.unavailable.length) showSuccess(T.allInCart(inCart));
      else if (n === 0) showError(T.noneAdded);
      else showSuccess(answer.unavailable.length === 0 ? T.allAdded(n) : T.someAdded(n));
      refreshCounts().catch((error: unknown) => console.error('counts after buy again', error));
    } catch (error) {
      showError(errorText(error));
    } finally {
      setReordering(false);
    }
  };

  return { order, confirming, setConfirming, cancelling, reordering, again, cancel, buyAgain };
}
