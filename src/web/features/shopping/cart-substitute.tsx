import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { TCartItem } from '#src/contracts/cart';
import { TITLE_CUT } from '#src/shared/constants';
import { SHOPPER_TEXT } from '#src/shared/texts/shopper';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { cut } from '#src/web/lib/format';
import { variantText } from './cart-line';

const T = SHOPPER_TEXT.substitution;

/**
 * A cart line's substitution preference (issue 16, docs/decisions/032): a labelled select, saved as soon as it
 * changes, then the cart reloads (the table and the phone cards both render every line, so `id` must differ
 * between them); a refusal shows the saved choice again.
 */
export function CartSubstitute({ line, id }: { line: TCartItem; id: string }) {
  const { showSuccess, showError } = useAlert();
  const revalidator = useRevalidator();
  /** The choice being saved, shown until the reloaded cart carries it. */
  const [saving, setSaving] = useState<boolean | null>(null);
  const value = saving ?? line.substitute;
  // Two packs of one product are two lines: the name says which ("If it runs out: Toor Dal (500 g)").
  const variant = variantText(line);
  const item = `${cut(line.productTitle, TITLE_CUT.cart)}${variant ? ` (${variant})` : ''}`;

  const save = async (substitute: boolean) => {
    setSaving(substitute);
    try {
      const saved = await api.cart.setSubstitute({ params: { id: line.id }, body: { substitute } });
      showSuccess(T.saved(saved.substitute));
      await revalidator.revalidate();
    } catch (error) {
      showError(errorText(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="text-xs font-semibold text-slate-700">
        {T.label}
        <span className="sr-only">{T.labelFor(item)}</span>
      </label>
      <select
        id={id}
        value={value ? 'yes' : 'no'}
        aria-busy={saving !== null || undefined}
        onChange={(event) => void save(event.target.value === 'yes')}
        className="h-9 max-w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
      >
        <option value="yes">{T.substitute}</option>
        <option value="no">{T.dontSubstitute}</option>
      </select>
    </div>
  );
}
