import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** Each tone's colours; every pair ≥ 4.5:1. `danger-solid` is for what must not be missed (a failed refund). */
const TONES = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  'danger-solid': 'bg-red-700 text-white ring-red-700',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small rounded label (a state: an order's status, a refund's, a review shown or hidden). */
export function Badge({
  tone = 'neutral',
  size = 'sm',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; size?: 'sm' | 'md' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-bold whitespace-nowrap ring-1 ring-inset',
        size === 'md' ? 'text-sm' : 'text-xs',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
