import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/** The button look, for links that act as buttons too: component classes of app.css (`.btn` and its variants). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn('btn', `btn-${variant}`, `btn-${size}`, className);
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
          <span className="btn-in invisible [grid-area:stack]">{children}</span>
          <span className="btn-in [grid-area:stack]">
            <Spinner />
            {busyText ?? children}
          </span>
        </span>
      ) : (
        <span className="btn-in">{children}</span>
      )}
    </button>
  );
}
