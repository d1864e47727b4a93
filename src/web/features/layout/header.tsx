import { Menu } from '#src/web/components/ui/icons';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import type { TCategory } from '#src/contracts/catalog';
import { FIXED_HEADER_SCROLL_PX } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';
import { CountrySelector } from './country-selector';
import { HeaderActions } from './header-actions';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { Navigation } from './navigation';
import { PincodeButton } from './pincode-button';
import { SearchBox } from './search-box';
import { useScrolledPast } from './use-scrolled';
import { useShop } from '#src/web/lib/shop';

// The drawer (and Radix Dialog) loads on the first tap of the hamburger.
const MobileMenu = lazy(() => import('./mobile-menu'));

/** Logo, search, location, wishlist, cart, account; the navigation row below on wide screens. */
export function Header({ categories, location }: { categories: TCategory[]; location: string }) {
  const fixed = useScrolledPast(FIXED_HEADER_SCROLL_PX);
  const shop = useShop();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);

  return (
    <header
      data-fixed={fixed || undefined}
      className={cn(
        'sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow print:hidden',
        fixed ? 'is-fixed border-slate-200 shadow-[0_6px_24px_-12px_rgb(15_23_42/0.25)]' : 'border-slate-100',
      )}
    >
      <div className="mx-auto flex max-w-shop flex-wrap items-center gap-x-2 gap-y-2.5 px-4 py-3 lg:flex-nowrap lg:gap-x-5 lg:px-6 lg:py-4">
        <button
          type="button"
          aria-label={TEXT.shell.menu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
          className="menu-btn"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <Link
          to="/"
          aria-label={TEXT.shell.homeOf(shop.name)}
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Logo className="h-8 w-auto lg:h-10" name={shop.name} image={shop.logo} />
        </Link>
        <CountrySelector location={location} className="hidden w-52 shrink-0 md:block lg:w-56" />
        <PincodeButton className="hidden w-44 shrink-0 lg:block" />
        <SearchBox className="order-last w-full lg:order-none lg:max-w-2xl lg:flex-1" />
        {/* Phones: where the order will go and when it can come, under the search box (issue 32 §4). */}
        <PincodeButton className="order-last w-full lg:hidden" withSlot />
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch className="hidden px-2 text-sm font-semibold text-brand-700 md:block" />
          <HeaderActions />
        </div>
      </div>
      <Navigation categories={categories} />
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} categories={categories} location={location} />
        </Suspense>
      )}
    </header>
  );
}
