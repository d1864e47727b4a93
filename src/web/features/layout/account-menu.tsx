import { Heart, LogOut, Package, ShieldCheck, UserRound } from '#src/web/components/ui/icons';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { currentLanguage } from '#src/shared/texts/language';
import { buttonClasses } from '#src/web/components/ui/button';
import { signOut } from '#src/web/lib/sign-out';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

function Item({ icon, label, onSelect }: { icon: ReactNode; label: string; onSelect: () => void }) {
  return (
    <DropdownMenu.Item className={ITEM} onSelect={onSelect}>
      {icon}
      {label}
    </DropdownMenu.Item>
  );
}

/**
 * The signed-in shopper's menu: My Account, Orders, My Wishlist, Sign out — and Back office for anyone with a
 * back-office role, whichever (`isAdmin` of the sign-in answer, issue 31 §4).
 */
export default function AccountMenu({ name, email, backOffice }: { name: string; email: string; backOffice: boolean }) {
  const navigate = useNavigate();
  const icon = 'size-4 text-slate-500';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses('quiet', 'md', 'gap-2 px-2.5')}>
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
        >
          {name.charAt(0).toUpperCase() || <UserRound className="size-4" />}
        </span>
        <span className="sr-only xl:not-sr-only">{TEXT.shell.account}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-raised data-[state=open]:animate-[fade-in_120ms_ease-out]"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block truncate text-sm font-semibold text-slate-900">{name}</span>
            <span className="block truncate text-xs text-slate-600">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-slate-100" />
          <Item
            icon={<UserRound className={icon} aria-hidden="true" />}
            label={TEXT.myAccount}
            onSelect={() => void navigate('/my-account')}
          />
          <Item
            icon={<Package className={icon} aria-hidden="true" />}
            label={TEXT.orders}
            onSelect={() => void navigate('/orders')}
          />
          <Item
            icon={<Heart className={icon} aria-hidden="true" />}
            label={TEXT.myWishlist}
            onSelect={() => void navigate('/myList')}
          />
          {backOffice ? (
            <Item
              icon={<ShieldCheck className={icon} aria-hidden="true" />}
              label={TEXT.shell.backOffice}
              onSelect={() =>
                // The back office has one address, outside the Hindi pages' basename (/hi/admin is no page).
                currentLanguage() === 'en' ? void navigate('/admin') : window.location.assign('/admin')
              }
            />
          ) : null}
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-slate-100" />
          <Item
            icon={<LogOut className={icon} aria-hidden="true" />}
            label={TEXT.signOut}
            onSelect={() => {
              void signOut().then(() => navigate('/signIn'));
            }}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
