import type { TProductFacts } from '#src/contracts/catalog';
import type { Diet } from '#src/shared/constants';

/** A product's facts as the editor holds them (text as typed), and back to the API's facts. */
export type FactsKind = 'none' | TProductFacts['kind'];
export type FactsDraft = {
  kind: FactsKind;
  diet: Diet;
  ingredients: string;
  allergens: string;
  storage: string;
  shelfLife: string;
  origin: string;
  material: string;
  fit: string;
  care: string;
  specs: string;
  warranty: string;
};

export const emptyFacts = (): FactsDraft => ({
  kind: 'none',
  diet: 'veg',
  ingredients: '',
  allergens: '',
  storage: '',
  shelfLife: '',
  origin: '',
  material: '',
  fit: '',
  care: '',
  specs: '',
  warranty: '',
});

export function factsDraft(facts: TProductFacts | null): FactsDraft {
  const draft = emptyFacts();
  if (!facts) return draft;
  const specs = 'specs' in facts ? facts.specs.map((row) => `${row.name}: ${row.value}`).join('\n') : '';
  return {
    ...draft,
    kind: facts.kind,
    origin: facts.countryOfOrigin ?? '',
    specs,
    ...(facts.kind === 'food'
      ? {
          diet: facts.diet,
          ingredients: facts.ingredients ?? '',
          allergens: (facts.allergens ?? []).join(', '),
          storage: facts.storage ?? '',
          shelfLife: facts.shelfLife ?? '',
        }
      : {}),
    ...(facts.kind === 'fashion' ? { material: facts.material, fit: facts.fit ?? '', care: facts.care ?? '' } : {}),
    ...(facts.kind === 'electronics' ? { warranty: facts.warranty ?? '' } : {}),
  };
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);
export function factsOf(f: FactsDraft): TProductFacts | null {
  const origin = optional(f.origin);
  const specs = f.specs
    .split('\n')
    .map((line) => line.split(':'))
    .filter((parts) => parts.length >= 2 && parts[0]!.trim() && parts.slice(1).join(':').trim())
    .map((parts) => ({ name: parts[0]!.trim(), value: parts.slice(1).join(':').trim() }));
  // Leaves out the empty optional facts (the schema's optional fields take no undefined on the wire).
  const clean = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as TProductFacts;
  switch (f.kind) {
    case 'none':
      return null;
    case 'food': {
      const allergens = f.allergens
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      return clean({
        kind: 'food',
        diet: f.diet,
        ingredients: optional(f.ingredients),
        allergens: allergens.length ? allergens : undefined,
        storage: optional(f.storage),
        shelfLife: optional(f.shelfLife),
        countryOfOrigin: origin,
      });
    }
    case 'fashion':
      return clean({
        kind: 'fashion',
        material: f.material.trim(),
        fit: optional(f.fit),
        care: optional(f.care),
        countryOfOrigin: origin,
      });
    case 'electronics':
      return clean({ kind: 'electronics', specs, warranty: optional(f.warranty), countryOfOrigin: origin });
    case 'general':
      return clean({ kind: 'general', specs, countryOfOrigin: origin });
  }
}
