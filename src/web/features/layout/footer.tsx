import { BadgePercent, Clock, Headset, LayoutGrid, Mail, RotateCcw, Tag, Truck } from '#src/web/components/ui/icons';
import { Link } from 'react-router';
import type { TCategory } from '#src/contracts/catalog';
import { TEXT } from '#src/shared/texts';
import { categoryHref } from './category-links';
import { Logo } from './logo';
import { Newsletter } from './newsletter';
import { shopFeatures, useSellerAddress, useShop } from '#src/web/lib/shop';
import { SETTINGS_TEXT } from '#src/shared/texts/settings';
import { POLICY_KINDS } from '#src/shared/shop';
import { SellerDetails } from './seller-details';

const FEATURE_ICONS = [Truck, Tag, BadgePercent, LayoutGrid, RotateCcw];

/** Newsletter, the spec's promises, link columns (mostly '#'), opening hours and artwork credits. */
export function Footer({ categories }: { categories: TCategory[] }) {
  const year = new Date().getFullYear();
  const shop = useShop();
  const sellerAddress = useSellerAddress();
  return (
    <footer className="mt-16 border-t border-slate-100 bg-white print:hidden">
      <div className="mx-auto max-w-shop px-4 pt-12 lg:px-6">
        <Newsletter art={categories.flatMap((category) => category.images.slice(0, 1))} />
        <ul className="mt-10 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {shopFeatures(shop).map((feature, index) => {
            const Icon = FEATURE_ICONS[index] ?? Tag;
            return (
              <li key={feature.title} className="perk">
                <span className="perk-icon">
                  <Icon className="size-5.5" aria-hidden="true" />
                </span>
                <span>
                  <span className="perk-title">{feature.title}</span>
                  <span className="perk-body">{feature.body}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <div className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(5,1fr)]">
          <div>
            <Link to="/" aria-label={TEXT.shell.homeOf(shop.name)} className="inline-block">
              <Logo className="h-9 w-auto" name={shop.name} image={shop.logo} />
            </Link>
            <p className="mt-4 max-w-xs text-sm text-slate-600">{TEXT.shell.tagline}.</p>
            <ul className="mt-5 space-y-2.5 text-sm text-slate-700">
              {shop.phone ? (
                <li className="flex items-center gap-2">
                  <Headset className="size-4 text-brand-600" aria-hidden="true" />
                  {TEXT.shell.support}: <span className="font-semibold">{shop.phone}</span>
                </li>
              ) : null}
              {shop.email ? (
                <li className="flex items-center gap-2">
                  <Mail className="size-4 text-brand-600" aria-hidden="true" />
                  <span className="sr-only">{SETTINGS_TEXT.email}:</span>
                  <a href={`mailto:${shop.email}`} className="hover:text-brand-700">
                    {shop.email}
                  </a>
                </li>
              ) : null}
              <li className="flex items-start gap-2">
                <Clock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span>{SETTINGS_TEXT.openingHours(shop.hours)}</span>
              </li>
            </ul>
          </div>
          {TEXT.shell.footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="foot-heading">{column.title}</h2>
              <ul className="foot-list">
                {column.links.map((label) => (
                  <li key={label}>
                    <a href="#" className="foot-link">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <nav aria-label={SETTINGS_TEXT.policiesHeading}>
            <h2 className="foot-heading">{SETTINGS_TEXT.policiesHeading}</h2>
            <ul className="foot-list">
              {POLICY_KINDS.map((kind) => (
                <li key={kind}>
                  <Link to={`/policies/${kind}`} className="foot-link">
                    {SETTINGS_TEXT.policies[kind]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={TEXT.shell.categories}>
            <h2 className="foot-heading">{TEXT.shell.categories}</h2>
            <ul className="foot-list">
              {categories.slice(0, 6).map((category) => (
                <li key={category.id}>
                  <Link to={categoryHref(category)} className="foot-link">
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <SellerDetails shop={shop} address={sellerAddress} />
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-shop flex-col gap-2 px-4 py-6 text-xs text-slate-600 lg:flex-row lg:items-center lg:justify-between lg:px-6">
          <p>{TEXT.shell.copyright(year, shop.name)}</p>
          <p>
            {TEXT.shell.credits}{' '}
            <a
              href="https://creativecommons.org/licenses/by/4.0/"
              className="underline hover:text-brand-700"
              rel="license noopener"
            >
              CC-BY 4.0
            </a>
            .
          </p>
        </div>
      </div>
    </footer>
  );
}
