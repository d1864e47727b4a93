import { useEffect, useId, useState } from 'react';
import type {
  TAdminOrderDetail,
  TAdminOrderLine,
  TSubstituteCandidate,
  TSubstituteCandidates,
} from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { Badge } from '#src/web/components/ui/badge';
import { Spinner } from '#src/web/components/ui/spinner';
import { errorText } from '#src/web/lib/errors';
import { formatPrice } from '#src/web/lib/format';
import { adminApi } from '#src/web/features/admin/index';
import { itemName } from './line-names';

const T = ADMIN_ORDERS_TEXT.lines;

/** The candidates, loaded when the dialog opens; one is chosen with a radio button. */
export function CandidateList({
  order,
  line,
  chosen,
  onChoose,
}: {
  order: TAdminOrderDetail;
  line: TAdminOrderLine;
  chosen: TSubstituteCandidate | null;
  onChoose: (candidate: TSubstituteCandidate) => void;
}) {
  const [answer, setAnswer] = useState<TSubstituteCandidates | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const name = useId();
  useEffect(() => {
    let live = true;
    adminApi.adminOrders
      .substitutes({ params: { id: order.id, lineId: line.id } })
      .then((loaded) => live && setAnswer(loaded))
      .catch((error: unknown) => live && setFailed(errorText(error)));
    return () => {
      live = false;
    };
  }, [order.id, line.id]);

  if (failed) return <p className="text-sm font-medium text-red-800">{failed}</p>;
  if (!answer)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {T.loading}
      </p>
    );
  if (answer.candidates.length === 0) return <p className="text-sm text-slate-700">{T.none}</p>;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{T.choose}</legend>
      <ul className="space-y-2">
        {answer.candidates.map((candidate) => {
          const id = `${name}-${candidate.variantId}`;
          return (
            <li key={candidate.variantId}>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  id={id}
                  type="radio"
                  name={name}
                  className="mt-1 size-4 accent-brand-600"
                  checked={chosen?.variantId === candidate.variantId}
                  onChange={() => onChoose(candidate)}
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-semibold text-slate-900">
                    {itemName(candidate.title, candidate.label)}
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
                    <span className="tabular-nums">{formatPrice(candidate.price)}</span>
                    <span>{T.inStock(candidate.countInStock)}</span>
                    {candidate.sameProduct ? <Badge tone="info">{T.sameProduct}</Badge> : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
