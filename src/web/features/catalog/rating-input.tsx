import { Star } from '#src/web/components/ui/icons';
import { useId, useState } from 'react';
import { RATING_MAX, REVIEW_RATING_STEP } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';

const VALUES = Array.from({ length: RATING_MAX / REVIEW_RATING_STEP }, (_, i) => (i + 1) * REVIEW_RATING_STEP);

/**
 * Half-step star rating: ten radio buttons (0.5 to 5) laid over five stars, the left half of a star being the
 * half value. Arrow keys move through the values as in any radio group.
 */
export function RatingInput({
  value,
  onChange,
  name,
}: {
  value: number;
  onChange: (value: number) => void;
  name?: string;
}) {
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{TEXT.catalog.yourRating}</legend>
      <div className="flex items-center gap-3">
        <div
          className="relative inline-flex rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-brand-600"
          onMouseLeave={() => setHover(null)}
        >
          <StarRow value={hover ?? value} />
          <div className="absolute inset-0 grid grid-cols-10">
            {VALUES.map((option) => (
              <label key={option} className="cursor-pointer" onMouseEnter={() => setHover(option)}>
                <input
                  type="radio"
                  name={name ?? id}
                  value={option}
                  checked={value === option}
                  onChange={() => onChange(option)}
                  aria-label={TEXT.catalog.ratingValue(option)}
                  className="sr-only"
                />
              </label>
            ))}
          </div>
        </div>
        <span aria-hidden="true" className="text-sm font-semibold text-slate-700 tabular-nums">
          {(hover ?? value).toFixed(1)}
        </span>
      </div>
    </fieldset>
  );
}

/** Five large stars filled to `value` in half steps (the radios above carry the meaning). */
function StarRow({ value }: { value: number }) {
  return (
    <span aria-hidden="true" className="pointer-events-none flex">
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const fill = Math.min(1, Math.max(0, value - index));
        return (
          <span key={index} className="relative size-8 p-0.5">
            <Star className="size-7 fill-slate-200 text-slate-200" strokeWidth={1} />
            <span className="absolute inset-y-0 left-0 overflow-hidden p-0.5" style={{ width: `${fill * 100}%` }}>
              <Star className="size-7 fill-amber-400 text-amber-400" strokeWidth={1} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
