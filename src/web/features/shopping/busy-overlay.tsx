import { Spinner } from '#src/web/components/ui/spinner';

/**
 * Blocks the page while the cart or the list changes (spec 4: "an overlay blocks the page"). It covers the viewport
 * and takes the pointer; the label is announced as a status.
 */
export function BusyOverlay({ label }: { label: string | null }) {
  if (!label) return null;
  return (
    <div
      className="fixed inset-0 z-[55] flex items-center justify-center bg-white/60 backdrop-blur-[1px]"
      data-testid="busy-overlay"
    >
      <div className="flex items-center gap-3 rounded-2xl bg-white px-5 py-4 text-sm font-semibold text-slate-800 shadow-raised ring-1 ring-slate-200">
        <Spinner className="size-5 text-brand-600" />
        <span role="status">{label}</span>
      </div>
    </div>
  );
}
