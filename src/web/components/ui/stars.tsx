import { TEXT } from '#src/shared/texts';
import type { CSSProperties } from 'react';
import { RATING_MAX } from '#src/shared/constants';
import { cn } from './cn';

/** Rounds to the nearest half star, within 0..max. */
export function halfStep(value: number, max = RATING_MAX): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

/**
 * Read-only rating in half-star steps: one element (the `stars` utility in app.css masks five stars over a grey
 * background whose gold part ends at the rating), since a page of product cards shows dozens of them.
 */
export function Stars({ value, size = 'sm', className }: { value: number; size?: 'sm' | 'md'; className?: string }) {
  const rating = halfStep(value);
  const style = { '--stars-fill': `${(rating / RATING_MAX) * 100}%` } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={TEXT.shell.rated(rating, RATING_MAX)}
      className={cn('stars', size === 'sm' ? 'stars-sm' : 'stars-md', className)}
      style={style}
    />
  );
}
