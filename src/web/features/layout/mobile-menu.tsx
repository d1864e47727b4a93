import { Heart, LogIn, LogOut, Package, UserRound } from '#src/web/components/ui/icons';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from './language-switch';
import type { TCategory } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';
import { buttonClasses } from '#src/web/components/ui/button';
import { Dialog, DialogContent } from '#src/web/components/ui/dialog';
import { useSession } from '#src/web/lib/session';
import { signOut } from '#src/web/lib/sign-out';
import { MenuCategory } from './mobile-menu-category';
import { CountrySelector } from './country-selector';
import { PincodeButton } from './pincode-button';

const ROW =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-[0.9375rem] font-medium text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

function MenuLink({ to, icon, label, onClose }: { to: string; icon: ReactNode; label: string; onClose: () => void }) {
  return (
    <Link to={to} onClick={onClose} className={ROW}>
      {icon}
      {label}
    </Link>
  );
}

/** The drawer behind the hamburger (under 992 px): categories, shortcuts, Sign In or Logout. */
export default function MobileMenu({
  open,
  onOpenChange,
  categories,
  location,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: TCategory[];
  location: string;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const close = () => onOpenChange(false);
  const icon = 'size-5 text-slate-500';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={TEXT.shell.menu} side="left">
        <div className="space-y-5 p-4">
          {session ? (
            <button
              type="button"
              className={buttonClasses('secondary', 'md', 'w-full')}
              onClick={() => {
                close();
                void signOut().then(() => navigate('/signIn'));
              }}
            >
              <LogOut className="size-4" aria-hidden="true" />
              {TEXT.logout}
            </button>
          ) : (
            <Link to="/signIn" onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
              <LogIn className="size-4" aria-hidden="true" />
              {TEXT.signIn}
            </Link>
          )}
          <div className="space-y-2">
            <LanguageSwitch className={buttonClasses('secondary', 'md', 'w-full')} />
            <CountrySelector location={location} />
            <PincodeButton />
          </div>
          <section aria-labelledby="mobile-menu-categories">
            <h2
              id="mobile-menu-categories"
              className="px-3 pb-2 text-xs font-bold tracking-wide text-slate-600 uppercase"
            >
              {TEXT.shell.categories}
            </h2>
            <ul>
              {categories.map((category) => (
                <li key={category.id}>
                  <MenuCategory category={category} onClose={close} />
                </li>
              ))}
            </ul>
          </section>
          <ul className="border-t border-slate-100 pt-4">
            <li>
              <MenuLink
                to="/myList"
                icon={<Heart className={icon} aria-hidden="true" />}
                label={TEXT.myWishlist}
                onClose={close}
              />
            </li>
            <li>
              <MenuLink
                to="/orders"
                icon={<Package className={icon} aria-hidden="true" />}
                label={TEXT.orders}
                onClose={close}
              />
            </li>
            <li>
              <MenuLink
                to="/my-account"
                icon={<UserRound className={icon} aria-hidden="true" />}
                label={TEXT.myAccount}
                onClose={close}
              />
            </li>
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
