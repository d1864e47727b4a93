import { RATING_MAX } from '../../../shared/constants';
import { cn } from './cn';

// Five stars in one relative path (each `m24 0` starts the next), so a rating is two small SVGs, not ten.
const STAR = '2.94 5.96 6.58.96-4.76 4.64 1.12 6.55-5.88-3.09-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96z';
const STARS = `m12 2.5 ${STAR}${` m24 0 ${STAR}`.repeat(RATING_MAX - 1)}`;

/** Rounds to the nearest half star, within 0..max. */
export function halfStep(value: number, max = RATING_MAX): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

/** Read-only rating in half-star steps. */
export function Stars({ value, size = 'sm', className }: { value: number; size?: 'sm' | 'md'; className?: string }) {
  const rating = halfStep(value);
  const hidden = 100 - (rating / RATING_MAX) * 100;
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${RATING_MAX}`}
      className={cn('relative inline-block shrink-0', size === 'sm' ? 'h-3.5 w-[4.375rem]' : 'h-5 w-[6.25rem]', className)}
    >
      <svg viewBox={`0 0 ${24 * RATING_MAX} 24`} className="absolute inset-0 size-full fill-slate-200" aria-hidden="true">
        <path d={STARS} />
      </svg>
      <svg
        viewBox={`0 0 ${24 * RATING_MAX} 24`}
        className="absolute inset-0 size-full fill-amber-400"
        style={{ clipPath: `inset(0 ${hidden}% 0 0)` }}
        aria-hidden="true"
      >
        <path d={STARS} />
      </svg>
    </span>
  );
}
