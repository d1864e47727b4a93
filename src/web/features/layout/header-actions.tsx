import { Heart, ShoppingCart, UserRound } from '#src/web/components/ui/icons';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { useCounts } from '#src/web/lib/counts';
import { useSession } from '#src/web/lib/session';

// Only signed-in shoppers need the menu (and Radix's popper): it loads after hydration for them.
const AccountMenu = lazy(() => import('./account-menu'));

/** The name is the visible label then the count ("Wishlist 3 items"), as axe's name-matches-text rule wants. */
function CountLink({
  to,
  label,
  count,
  icon,
  className,
}: {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
  className?: string;
}) {
  return (
    <Link to={to} className={cn('head-link', className)}>
      <span className="sr-only xl:not-sr-only">{label}</span>
      <span className="relative">
        {icon}
        <span className="head-badge">
          {count}
          <span className="sr-only"> {TEXT.shell.itemUnit(count)}</span>
        </span>
      </span>
    </Link>
  );
}

export function AccountPlaceholder({ name }: { name: string }) {
  return (
    <span className={buttonClasses('quiet', 'md', 'gap-2 px-2.5')}>
      <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
        {name.charAt(0).toUpperCase() || <UserRound className="size-4" aria-hidden="true" />}
      </span>
      <span className="hidden xl:inline">{TEXT.shell.account}</span>
    </span>
  );
}

/** Wishlist and Cart with their counts, then Sign In or the Account menu. */
export function HeaderActions() {
  const counts = useCounts();
  const session = useSession();
  return (
    <div className="flex items-center gap-1 lg:gap-2">
      <CountLink
        to="/myList"
        label={TEXT.wishlist}
        count={counts.wishlist}
        icon={<Heart className="size-5.5" aria-hidden="true" />}
        className="hidden lg:flex"
      />
      <CountLink
        to="/cart"
        label={TEXT.cart}
        count={counts.cart}
        icon={<ShoppingCart className="size-5.5" aria-hidden="true" />}
      />
      {session ? (
        <Suspense fallback={<AccountPlaceholder name={session.user.name} />}>
          <AccountMenu name={session.user.name} email={session.user.email} backOffice={session.user.isAdmin} />
        </Suspense>
      ) : (
        <Link to="/signIn" className={buttonClasses('primary', 'sm', 'ml-1 h-10 px-4')}>
          <UserRound className="size-4" aria-hidden="true" />
          {TEXT.signIn}
        </Link>
      )}
    </div>
  );
}
