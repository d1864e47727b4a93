import { Store } from '#src/web/components/ui/back-office-icons';
import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ADMIN_TEXT, roleLabel } from '#src/shared/texts/admin';
import { cn } from '#src/web/components/ui/cn';
import { Logo } from '#src/web/features/layout/index';
import { SkipLink } from '#src/web/components/ui/skip-link';
import { AlertProvider, useAlert } from '#src/web/lib/alert';
import { useFocusOnNavigation } from '#src/web/lib/use-focus-on-navigation';
import { LiveOrders } from './live-orders';
import { navFor, type BackOfficeRole } from './nav';

export type BackOfficeUser = { name: string; email: string; role: BackOfficeRole };

/**
 * The back office's chrome (issue 14): a side navigation on desktop (a scrolling row of links on a phone), who is
 * signed in, a link back to the shop, and the page. No storefront header or footer; the shop's alert bar.
 */
export function AdminShell({
  user,
  shopName,
  children,
}: {
  user: BackOfficeUser;
  shopName: string;
  children: ReactNode;
}) {
  const main = useFocusOnNavigation();
  const items = navFor(user.role);
  return (
    <AlertProvider>
      <HandedOverSuccess />
      {/* Hoisted into <head> by React: no admin page is ever indexed (the server also sends X-Robots-Tag). */}
      <meta name="robots" content="noindex, nofollow" />
      <SkipLink href="#admin-main">{ADMIN_TEXT.skipToContent}</SkipLink>
      {/* Printed (packing slips): the page alone, on white. */}
      <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr] print:block print:min-h-0 print:bg-white">
        <header className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col lg:border-r lg:border-b-0 print:hidden">
          <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:px-5 lg:py-5">
            <Link
              to="/admin"
              className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Logo name={shopName} className="h-8 w-auto" />
              <span className="sr-only">{ADMIN_TEXT.backOffice}</span>
            </Link>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase lg:mt-3">
              {ADMIN_TEXT.backOffice}
            </p>
          </div>
          <LiveOrders />
          <nav
            aria-label={ADMIN_TEXT.nav.label}
            className="overflow-x-auto px-2 pb-2 lg:flex-1 lg:overflow-y-auto lg:px-3"
          >
            <ul className="flex gap-1 lg:flex-col">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors [&>svg]:size-[1.125rem] [&>svg]:shrink-0',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                        isActive
                          ? 'bg-brand-50 text-brand-800'
                          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )
                    }
                  >
                    <item.icon aria-hidden="true" />
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden border-t border-slate-200 px-5 py-4 text-sm lg:block">
            <p className="truncate font-semibold text-slate-900" title={user.email}>
              {ADMIN_TEXT.signedInAs(user.name, roleLabel(user.role))}
            </p>
            <a href="/" className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
              <Store className="size-4" aria-hidden="true" />
              {ADMIN_TEXT.viewShop}
            </a>
          </div>
        </header>
        <main ref={main} id="admin-main" tabIndex={-1} className="min-w-0 focus:outline-none">
          {children}
        </main>
      </div>
    </AlertProvider>
  );
}

/**
 * A success message from the page that sent the user here (`navigate('/admin', { state: { success } })`): the
 * storefront's alert bar goes away with the storefront's chrome, so the invitation page hands its welcome over.
 */
function HandedOverSuccess() {
  const location = useLocation();
  const { showSuccess } = useAlert();
  const success = (location.state as { success?: unknown } | null)?.success;
  useEffect(() => {
    if (typeof success === 'string') showSuccess(success);
  }, [location.key, success, showSuccess]);
  return null;
}
