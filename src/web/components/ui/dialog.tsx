import { TEXT } from '#src/shared/texts';
import { X } from '#src/web/components/ui/icons';
import { useBackCloses } from '#src/web/lib/use-back-closes';
import { Dialog as Primitive } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useInRouterContext } from 'react-router';
import { cn } from './cn';

type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The browser's Back closes the dialog instead of leaving the page (issue 32 §4, docs/decisions/064). Off only
   * for a dialog that answers a navigation the router holds (its blocker's own history step).
   */
  backCloses?: boolean;
  children: ReactNode;
};

/** Radix's dialog root, open or closed by its owner (`open`) or by itself (`defaultOpen`, a DialogTrigger). */
export function Dialog({ open, defaultOpen = false, onOpenChange, backCloses = true, children }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const change = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  // Outside a router (a component test) there is no history of the app's to keep.
  const inRouter = useInRouterContext();
  return (
    <Primitive.Root open={isOpen} onOpenChange={change}>
      {inRouter && backCloses ? <BackCloses open={isOpen} close={() => change(false)} /> : null}
      {children}
    </Primitive.Root>
  );
}

function BackCloses({ open, close }: { open: boolean; close: () => void }) {
  useBackCloses(open, close);
  return null;
}

export const DialogTrigger = Primitive.Trigger;

type ContentProps = {
  title: ReactNode;
  description?: ReactNode;
  /**
   * `center` for a modal card, `left` for a drawer sliding from the left edge, `sheet` for a small card that is a
   * bottom sheet on phones and a centred card from 640 px.
   */
  side?: 'center' | 'left' | 'sheet';
  /** Hide the title visually but keep it for screen readers. */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Modal content with overlay, title, close button; focus is trapped and returned, Escape closes. A card or sheet
 * keeps its top 6 rem below the viewport's top, the band of the alert bar, so the message of the step before never
 * covers the next dialog's title (issue 31 §6).
 */
export function DialogContent({ title, description, side = 'center', hideTitle, className, children }: ContentProps) {
  // Radix gives the focus back to a DialogTrigger only; dialogs opened from elsewhere (the hamburger, the Filters
  // buttons, Checkout) get it back on the element that had it when they opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-[60] bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <Primitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected || opener.current === document.body) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={cn(
          'fixed z-[61] flex flex-col bg-white shadow-2xl focus:outline-none',
          side === 'center'
            ? 'top-1/2 left-1/2 max-h-[min(85vh,calc(100dvh-12rem))] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 rounded-2xl data-[state=open]:animate-[fade-in_150ms_ease-out]'
            : side === 'sheet'
              ? 'inset-x-0 bottom-0 max-h-[calc(100dvh-6rem)] rounded-t-2xl data-[state=open]:animate-[fade-in_150ms_ease-out] sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-12rem)] sm:w-[calc(100vw-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl'
              : 'inset-y-0 left-0 w-[min(22rem,88vw)] data-[state=open]:animate-[drawer-in_200ms_ease-out]',
          className,
        )}
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4">
          <Primitive.Title className={cn('text-lg font-bold text-slate-900', hideTitle && 'sr-only')}>
            {title}
          </Primitive.Title>
          <Primitive.Close
            aria-label={TEXT.shell.close}
            className="-mr-2 ml-auto rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-5" aria-hidden="true" />
          </Primitive.Close>
        </div>
        {description ? (
          <Primitive.Description className="px-5 pt-3 text-sm text-slate-600">{description}</Primitive.Description>
        ) : null}
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
