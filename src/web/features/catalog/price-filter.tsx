import { Slider } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';
import { formatPrice } from '#src/web/lib/format';
import { FilterSection } from './filter-section';
import { listingSearch, sortParam, withFilter, type ListingFilters } from './listing-params';

/** A price on the slider's scale; an empty box (NaN) stands for the slider's end. */
const onScale = (value: number, fallback: number) =>
  Number.isFinite(value)
    ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value / PRICE_STEP) * PRICE_STEP))
    : fallback;

const THUMB = 'price-thumb';
const INPUT = 'price-input';

/**
 * The price slider (100 to 60000, step 5) with matching From/To boxes. Apply puts the range in the URL; the
 * slider's ends mean "no bound". Without JavaScript the boxes submit as a plain GET form.
 */
export function PriceFilter({ filters, keep = {} }: { filters: ListingFilters; keep?: Record<string, string> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [range, setRange] = useState<[number, number]>([filters.minPrice ?? PRICE_MIN, filters.maxPrice ?? PRICE_MAX]);
  const [low, high] = range;
  const lo = onScale(low, PRICE_MIN);
  const hi = onScale(high, PRICE_MAX);
  const [shownMin, shownMax] = lo <= hi ? [lo, hi] : [hi, lo];

  const setBound = (index: 0 | 1, raw: string) => {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    setRange(index === 0 ? [value, high] : [low, value]);
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [min, max] = [shownMin, shownMax];
    setRange([min, max]);
    const next = withFilter(filters, {
      minPrice: min > PRICE_MIN ? min : undefined,
      maxPrice: max < PRICE_MAX ? max : undefined,
    });
    void navigate(`${pathname}${listingSearch(next, keep)}`);
  };

  return (
    <FilterSection title={TEXT.catalog.priceFilter}>
      <Form method="get" onSubmit={apply} className="space-y-4">
        <Slider.Root
          className="relative flex h-6 w-full touch-none items-center select-none"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          minStepsBetweenThumbs={1}
          value={[shownMin, shownMax]}
          onValueChange={(value) => setRange([value[0] ?? PRICE_MIN, value[1] ?? PRICE_MAX])}
        >
          <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
          </Slider.Track>
          <Slider.Thumb className={THUMB} aria-label={TEXT.catalog.minPrice} aria-valuetext={formatPrice(shownMin)} />
          <Slider.Thumb className={THUMB} aria-label={TEXT.catalog.maxPrice} aria-valuetext={formatPrice(shownMax)} />
        </Slider.Root>
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              [0, 'minPrice', TEXT.catalog.from, TEXT.catalog.minPrice, low],
              [1, 'maxPrice', TEXT.catalog.to, TEXT.catalog.maxPrice, high],
            ] as const
          ).map(([index, name, label, fullLabel, value]) => (
            <label key={name} className="block">
              <span className="mb-1 block text-xs font-medium text-slate-600">{label}</span>
              <span className="relative block">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-xs font-semibold text-slate-500"
                >
                  Rs
                </span>
                <input
                  type="number"
                  name={name}
                  aria-label={fullLabel}
                  inputMode="numeric"
                  min={PRICE_MIN}
                  max={PRICE_MAX}
                  step={PRICE_STEP}
                  value={Number.isNaN(value) ? '' : value}
                  onChange={(event) => setBound(index, event.target.value)}
                  onBlur={() => setRange(index === 0 ? [lo, high] : [low, hi])}
                  className={INPUT}
                />
              </span>
            </label>
          ))}
        </div>
        {filters.rating !== undefined && <input type="hidden" name="rating" value={filters.rating} />}
        {sortParam(filters) !== undefined && <input type="hidden" name="sort" value={filters.sort} />}
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-slate-600 tabular-nums">
            {formatPrice(shownMin)} – {formatPrice(shownMax)}
          </p>
          <button type="submit" className={buttonClasses('primary', 'sm')}>
            {TEXT.catalog.apply}
          </button>
        </div>
      </Form>
    </FilterSection>
  );
}
