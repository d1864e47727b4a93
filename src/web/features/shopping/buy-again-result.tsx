import { ShoppingCart } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TReorderAnswer } from '#src/contracts/orders';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { buttonClasses } from '#src/web/components/ui/button';
import { ORDER_CARD as CARD } from './order-card';

const T = SHOPPER_TEXT.order;

/** What "Buy again" did: the lines added (some with less than ordered) and the ones that were not, with why. */
export function BuyAgainResult({ answer }: { answer: TReorderAnswer }) {
  return (
    <section role="status" aria-label={T.buyAgain} className={`${CARD} mb-6`}>
      {answer.added.length > 0 ? (
        <>
          <p className="font-semibold text-slate-900">{T.someAdded(answer.added.length)}</p>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
            {answer.added.map((line) => (
              <li key={line.variantId}>
                {line.title}
                {line.label ? ` · ${line.label}` : ''}
                {line.quantity < line.ordered ? ` — ${T.fewerAdded(line.quantity, line.ordered)}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {answer.unavailable.length > 0 ? (
        <>
          <p className="mt-3 font-semibold text-slate-900">{T.notAdded}</p>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
            {answer.unavailable.map((line, index) => (
              <li key={`${line.productId}-${index}`}>
                {line.title}
                {line.label ? ` · ${line.label}` : ''} — {T.reasons[line.reason] ?? line.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to="/cart" className={buttonClasses('secondary', 'sm', 'mt-4')}>
        <ShoppingCart className="size-4" aria-hidden="true" />
        {T.goToCart}
      </Link>
    </section>
  );
}
