import type { TReview } from '#src/contracts/reviews';
import type {
  TCartAddBody,
  TCartItem,
  TMyListItem,
  TOrder,
  TOrderCreateBody,
  TPaymentOrder,
  TPaymentOrderBody,
  TPaymentProof,
  TReviewAddBody,
  TStatusMessage,
  TTestPayBody,
} from '#src/contracts/shopping';
import type { Send } from '../api-client';

/**
 * My List, cart, payment, orders and review writing (src/contracts/shopping.ts). Every call needs the token; the
 * server takes the user from it, so the user id arguments are optional (the spec's client sends them). Each method
 * throws `ApiError` on a 4xx/5xx answer, its `message` ready for the alert bar.
 */
export function shoppingApi(send: Send) {
  return {
    myList: {
      list: (userId?: number) => send<TMyListItem[]>({ method: 'GET', path: '/api/my-list', query: { userId } }),
      /** `[]` when the product is not in the list, else its one entry. */
      find: (productId: number, userId?: number) =>
        send<TMyListItem[]>({ method: 'GET', path: '/api/my-list', query: { productId, userId } }),
      /** `status: false` (with `msg`) when it is already in the list. */
      add: (productId: number) =>
        send<TStatusMessage>({ method: 'POST', path: '/api/my-list/add', body: { productId } }),
      remove: (id: number) => send<TStatusMessage>({ method: 'DELETE', path: `/api/my-list/${id}` }),
    },
    cart: {
      list: (userId?: number) => send<TCartItem[]>({ method: 'GET', path: '/api/cart', query: { userId } }),
      /** `status: false` when that product and variant is already in the cart; 400 for a missing variant or over stock. */
      add: (body: TCartAddBody) => send<TStatusMessage>({ method: 'POST', path: '/api/cart/add', body }),
      /** 400 with 'The quantity is greater than product count in stock' over stock. Answers the recomputed line. */
      setQuantity: (id: number, quantity: number) =>
        send<TCartItem>({ method: 'PUT', path: `/api/cart/${id}`, body: { quantity } }),
      remove: (id: number) => send<TStatusMessage>({ method: 'DELETE', path: `/api/cart/${id}` }),
    },
    payments: {
      /** Creates the provider order for the server's cart total; open the dialog with the answer. */
      createOrder: (body: TPaymentOrderBody = {}) =>
        send<TPaymentOrder>({ method: 'POST', path: '/api/payments/order', body }),
      /** Test provider only: the card dialog's Pay. 402 declined (message to show), 400 not a card number. */
      testPay: (body: TTestPayBody) => send<TPaymentProof>({ method: 'POST', path: '/api/payments/test/pay', body }),
    },
    orders: {
      /** The spec's payload plus the provider's proof. 409: stock ran out while paying (refunded); cart kept. */
      create: (body: TOrderCreateBody) => send<TOrder>({ method: 'POST', path: '/api/orders/create', body }),
      /** Own orders, newest first. */
      list: (userid?: number) => send<TOrder[]>({ method: 'GET', path: '/api/orders', query: { userid } }),
      get: (id: number) => send<TOrder>({ method: 'GET', path: `/api/orders/${id}` }),
    },
    reviews: {
      /** 409 when the shopper already reviewed the product. Answers the stored review. */
      add: (body: TReviewAddBody) => send<TReview>({ method: 'POST', path: '/api/productReviews/add', body }),
    },
  };
}
