import { DIET_TEXT } from '#src/shared/texts/diet';
import type { TProductFacts, TVariant } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';

const T = TEXT.catalog.facts;

/** The product's own facts as label/value rows, in the order a shopper reads a pack's label. */
export function factRows(facts: TProductFacts | null, variants: readonly TVariant[] = []): [string, string][] {
  const packs = variants.map((v) => v.label).filter(Boolean);
  const rows: [string, string | undefined][] = [];
  if (packs.length > 1) rows.push([T.packs, packs.join(', ')]);
  if (!facts) return rows as [string, string][];
  switch (facts.kind) {
    case 'food':
      rows.push(
        [T.diet, facts.diet === 'veg' ? DIET_TEXT.veg : DIET_TEXT.nonVeg],
        [T.ingredients, facts.ingredients],
        [T.allergens, facts.allergens?.join(', ')],
        [T.storage, facts.storage],
        [T.shelfLife, facts.shelfLife],
      );
      break;
    case 'fashion':
      rows.push([T.material, facts.material], [T.fit, facts.fit], [T.care, facts.care]);
      break;
    case 'electronics':
      rows.push(...facts.specs.map((row): [string, string] => [row.name, row.value]), [T.warranty, facts.warranty]);
      break;
    case 'general':
      rows.push(...facts.specs.map((row): [string, string] => [row.name, row.value]));
      break;
  }
  rows.push([T.countryOfOrigin, facts.countryOfOrigin]);
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The Additional info tab: the product's own typed facts (decision 020), not the spec's fixed table. */
export function AdditionalInfo({ facts, variants }: { facts: TProductFacts | null; variants?: readonly TVariant[] }) {
  const rows = factRows(facts, variants);
  if (rows.length === 0) return <p className="text-slate-600">{T.none}</p>;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <tbody className="divide-y divide-slate-200">
          {rows.map(([label, value]) => (
            <tr key={label} className="even:bg-slate-50/70">
              <th scope="row" className="w-2/5 px-4 py-3 font-semibold text-slate-800 sm:w-1/3">
                {label}
              </th>
              <td className="px-4 py-3 text-slate-700">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
