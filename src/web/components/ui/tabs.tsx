import { createContext, use, useId, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * WAI-ARIA tabs (manual activation: arrows, Home and End move focus; Enter, Space or a click selects).
 * Our own instead of Radix Tabs: the home page needs tabs on first load and Radix's share of the bundle
 * (~8 KB gzip) did not fit the page-weight budget.
 */
type TabsState = { base: string; value: string; select: (value: string) => void };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>.');
  return state;
}

const tabId = (base: string, value: string) => `${base}-tab-${value}`;
const panelId = (base: string, value: string) => `${base}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const base = useId();
  return <TabsContext value={{ base, value, select: onValueChange }}>{children}</TabsContext>;
}

/** A row of pill-shaped tabs that scrolls sideways when it does not fit. */
export function TabsList({ className, children, ...props }: ComponentProps<'div'>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn('flex [scrollbar-width:none] gap-1.5 overflow-x-auto [&::-webkit-scrollbar]:hidden', className)}
      {...props}
    >
      {children}
    </div>
  );
}

export function TabsTrigger({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.base, value)}
      aria-selected={selected}
      aria-controls={selected ? panelId(tabs.base, value) : undefined}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      className={cn('tab', className)}
    >
      {children}
    </button>
  );
}

/** Only the selected panel is rendered. */
export function TabsContent({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.base, value)}
      aria-labelledby={tabId(tabs.base, value)}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
