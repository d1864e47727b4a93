import { Heart, House, Package, Search, SlidersHorizontal, UserRound } from '#src/web/components/ui/icons';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { useCounts } from '#src/web/lib/counts';
import { hasFiltersPanel, openFiltersPanel } from '#src/web/lib/filters-panel';
import { SEARCH_INPUT_ID } from './search-box';

const ITEM = 'bar-item';

/** A tab; with `count`, a badge on its icon read after the label ("Wishlist 3 items"), as the header's links do. */
function Tab({ to, icon, label, count }: { to: string; icon: ReactNode; label: string; count?: number }) {
  return (
    <li className="flex-1">
      <NavLink to={to} end className={({ isActive }) => cn(ITEM, isActive && 'text-brand-700')}>
        <span className="relative">
          {icon}
          {count !== undefined && count > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-1.5 -right-2.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-brand-600 px-1 text-[0.625rem] font-bold text-white tabular-nums ring-2 ring-white"
            >
              {count}
            </span>
          )}
        </span>
        {label}
        {count !== undefined && count > 0 && (
          <span className="sr-only">
            {' '}
            {count} {count === 1 ? 'item' : 'items'}
          </span>
        )}
      </NavLink>
    </li>
  );
}

function focusSearch() {
  const input = document.getElementById(SEARCH_INPUT_ID);
  if (!input) return;
  input.scrollIntoView({ block: 'center' });
  input.focus();
}

/** The phone's bottom bar (under 992 px). Filters works on listings and search only. */
export function BottomBar() {
  const { pathname } = useLocation();
  const filtersEnabled = hasFiltersPanel(pathname);
  const icon = 'size-5';
  // The wishlist's count on phones too (issue 32 §4): the header shows it from 992 px only.
  const counts = useCounts();
  return (
    <nav aria-label={TEXT.shell.shortcuts} className="bottom-bar">
      <ul className="mx-auto flex h-16 max-w-xl items-stretch">
        <Tab to="/" icon={<House className={icon} aria-hidden="true" />} label={TEXT.shell.home} />
        <li className="flex-1">
          <button type="button" className={ITEM} disabled={!filtersEnabled} onClick={openFiltersPanel}>
            <SlidersHorizontal className={icon} aria-hidden="true" />
            {TEXT.shell.filters}
          </button>
        </li>
        <li className="flex-1">
          <button type="button" className={ITEM} onClick={focusSearch}>
            <Search className={icon} aria-hidden="true" />
            {TEXT.shell.search}
          </button>
        </li>
        <Tab
          to="/myList"
          icon={<Heart className={icon} aria-hidden="true" />}
          label={TEXT.wishlist}
          count={counts.wishlist}
        />
        <Tab to="/orders" icon={<Package className={icon} aria-hidden="true" />} label={TEXT.orders} />
        <Tab to="/my-account" icon={<UserRound className={icon} aria-hidden="true" />} label={TEXT.shell.account} />
      </ul>
    </nav>
  );
}
