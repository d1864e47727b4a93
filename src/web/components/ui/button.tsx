import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100 hover:bg-brand-100',
  quiet: 'bg-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-5 text-[0.9375rem]',
  lg: 'h-12 gap-2 px-7 text-base',
  icon: 'size-10 justify-center',
};

/** The button look, for links that act as buttons too. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-xl font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner and `busyText`; the button keeps its width and refuses presses meanwhile. It stays focusable
   * (aria-disabled, not disabled): a disabled button drops the keyboard focus to the page.
   */
  busy?: boolean;
  busyText?: ReactNode;
};

export function Button({
  variant,
  size,
  busy = false,
  busyText,
  className,
  children,
  disabled,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, cn(busy && 'cursor-not-allowed opacity-60', className))}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy ? (
        // Both labels share one grid cell, so the button does not shrink while busy. The busy layer is rendered
        // only then: a page shows dozens of buttons, and a hidden spinner in each one cost elements and hydration.
        <span className="grid items-center justify-items-center [grid-template-areas:'stack']">
          <span className="invisible inline-flex items-center gap-2 [grid-area:stack]">{children}</span>
          <span className="inline-flex items-center gap-2 [grid-area:stack]">
            <Spinner />
            {busyText ?? children}
          </span>
        </span>
      ) : (
        <span className="inline-flex items-center gap-2">{children}</span>
      )}
    </button>
  );
}
