import { Check } from '#src/web/components/ui/icons';
import type { ReactNode } from 'react';
import apple from '@twemoji/svg/1f34e.svg';
import avocado from '@twemoji/svg/1f951.svg';
import basket from '@twemoji/svg/1f9fa.svg';
import bread from '@twemoji/svg/1f35e.svg';
import broccoli from '@twemoji/svg/1f966.svg';
import carrot from '@twemoji/svg/1f955.svg';
import { TEXT } from '#src/shared/texts';
import { freeDeliveryPhrase, useShop } from '#src/web/lib/shop';

const ART = [
  { src: basket, className: 'bottom-10 left-10 size-28 -rotate-6' },
  { src: carrot, className: 'bottom-36 left-40 size-14 rotate-12' },
  { src: apple, className: 'bottom-12 left-44 size-16' },
  { src: broccoli, className: 'right-10 bottom-28 size-16 -rotate-12' },
  { src: bread, className: 'right-28 bottom-8 size-14 rotate-6' },
  { src: avocado, className: 'right-8 bottom-4 size-12' },
];

/** The brand panel beside the form on wide screens: what the shop offers, with food artwork. */
function BrandPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 to-brand-800 p-10 text-white lg:block">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-20 size-80 rounded-full bg-white/5" />
      <p className="relative text-2xl leading-tight font-extrabold tracking-tight">{TEXT.auth.perksTitle}</p>
      <ul className="relative mt-6 space-y-3">
        {TEXT.auth.perks(freeDeliveryPhrase(useShop())).map((perk) => (
          <li key={perk} className="flex items-start gap-3 text-[0.9375rem] text-white/95">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/20">
              <Check className="size-3.5" aria-hidden="true" />
            </span>
            {perk}
          </li>
        ))}
      </ul>
      {ART.map((art) => (
        <img
          key={art.src}
          src={art.src}
          alt=""
          loading="lazy"
          className={`absolute drop-shadow-[0_8px_12px_rgb(0_0_0/0.25)] ${art.className}`}
        />
      ))}
    </aside>
  );
}

/** The card every sign-in, sign-up, code and reset screen sits in. */
export function AuthLayout({
  icon,
  title,
  intro,
  children,
  footer,
}: {
  icon: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white px-4 py-8 sm:py-12 lg:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-200/80 lg:min-h-[36rem] lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
        <BrandPanel />
        <section className="px-5 py-8 sm:px-10 sm:py-10">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 [&>svg]:size-6">
            {icon}
          </span>
          <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-2 text-[0.9375rem] text-slate-600">{intro}</p> : null}
          <div className="mt-7">{children}</div>
          {footer ? (
            <div className="mt-8 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">{footer}</div>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** "Already have an account? Sign In"-style line under the card. */
export function SwitchLink({ text, children }: { text: string; children: ReactNode }) {
  return (
    <p>
      {text}{' '}
      <span className="font-semibold text-brand-700 [&_a]:underline-offset-4 [&_a:hover]:underline">{children}</span>
    </p>
  );
}
