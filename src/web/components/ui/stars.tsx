import { RATING_MAX } from '../../../shared/constants';
import { cn } from './cn';

const STAR = 'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

/** Rounds to the nearest half star, within 0..max. */
export function halfStep(value: number, max = RATING_MAX): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

/** Read-only rating in half-star steps. */
export function Stars({ value, size = 'sm', className }: { value: number; size?: 'sm' | 'md'; className?: string }) {
  const rating = halfStep(value);
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${RATING_MAX}`}
      className={cn('inline-flex items-center gap-px', className)}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const fill = Math.min(1, Math.max(0, rating - index));
        return (
          <span key={index} className={cn('relative inline-block', size === 'sm' ? 'size-3.5' : 'size-5')}>
            <svg viewBox="0 0 24 24" className="absolute inset-0 size-full fill-slate-200" aria-hidden="true">
              <path d={STAR} />
            </svg>
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <svg
                  viewBox="0 0 24 24"
                  className={cn('fill-amber-400', size === 'sm' ? 'size-3.5' : 'size-5')}
                  aria-hidden="true"
                >
                  <path d={STAR} />
                </svg>
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
