import { CircleAlert, CircleCheck } from '#src/web/components/ui/icons';
import type { TDeliveryCheck } from '#src/contracts/delivery';
import { DELIVERY_PAGE_TEXT } from '#src/shared/texts/delivery-pages';
import { cn } from '#src/web/components/ui/cn';
import { formatPrice } from '#src/web/lib/format';

const T = DELIVERY_PAGE_TEXT.check;

/** The served answer's terms in one line: 'Delivery fee Rs 35 · free on orders of Rs 499 or more · Minimum order …'. */
export function checkTerms(check: TDeliveryCheck): string {
  if (!check.served) return '';
  const fee =
    check.fee === 0
      ? T.freeDelivery
      : [T.fee(formatPrice(check.fee)), check.freeFrom !== null ? T.freeFrom(formatPrice(check.freeFrom)) : null]
          .filter(Boolean)
          .join(', ');
  return [fee, check.minimum > 0 ? T.minimum(formatPrice(check.minimum)) : null].filter(Boolean).join(' · ');
}

/** The server's sentence, then (where served) the terms; green when served, red when not. */
export function PincodeAnswer({ answer }: { answer: TDeliveryCheck }) {
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm',
        answer.served ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800',
      )}
    >
      {answer.served ? (
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      ) : (
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <p>
        <span className="block font-semibold">{answer.message}</span>
        {answer.served ? <span className="block">{checkTerms(answer)}</span> : null}
      </p>
    </div>
  );
}
