import { Mail } from '#src/web/components/ui/icons';
import { useId, useState } from 'react';
import { imageUrl } from '#src/shared/images';
import { TEXT } from '#src/shared/texts';
import { Button } from '#src/web/components/ui/button';
import { useAlert } from '#src/web/lib/alert';
import { api } from '#src/web/lib/api';
import { errorText } from '#src/web/lib/errors';
import { useShop } from '#src/web/lib/shop';

/**
 * E-mail field and Subscribe. The spec shows no outcome; we store a pending subscription and e-mail a confirmation
 * link (double opt-in, docs/decisions/030), then thank the shopper with the words the shop always used.
 */
export function Newsletter({ art = [] }: { art?: string[] }) {
  const { showSuccess, showError } = useAlert();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 via-brand-100 to-brand-200 px-6 py-10 sm:px-10 lg:px-14"
    >
      <div className="relative max-w-xl">
        <h2 id={`${inputId}-title`} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {TEXT.shell.newsletterTitle}
        </h2>
        <p className="mt-3 text-slate-700">{TEXT.shell.newsletterBody(useShop().name)}</p>
        <form
          className="mt-6 flex max-w-md items-center gap-2 rounded-2xl bg-white p-1.5 shadow-card"
          onSubmit={(event) => {
            event.preventDefault();
            setBusy(true);
            api.newsletter
              .subscribe({ body: { email } })
              .then(() => {
                showSuccess(TEXT.shell.subscribed);
                setEmail('');
              })
              .catch((error: unknown) => showError(errorText(error)))
              .finally(() => setBusy(false));
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {TEXT.shell.newsletterEmail}
          </label>
          <Mail className="ml-2.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          <input
            id={inputId}
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={TEXT.shell.newsletterEmail}
            className="h-11 min-w-0 flex-1 bg-transparent text-[0.9375rem] text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
          <Button type="submit" busy={busy}>
            {TEXT.shell.subscribe}
          </Button>
        </form>
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-10 -bottom-16 hidden size-72 rounded-full bg-white/40 md:block"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 right-24 hidden size-48 rounded-full bg-brand-300/30 md:block"
      />
      {/* Decoration: the first categories' artwork on soft discs. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-10 hidden items-center lg:flex xl:right-20"
      >
        {art.slice(0, 3).map((name, index) => (
          <span
            key={name}
            className={
              index === 1
                ? 'z-10 -mx-6 flex size-44 items-center justify-center rounded-full bg-white shadow-card'
                : 'flex size-32 items-center justify-center rounded-full bg-white/80 shadow-card'
            }
          >
            <img
              src={imageUrl(name, 200)}
              alt=""
              width={200}
              height={200}
              loading="lazy"
              className={index === 1 ? 'size-28' : 'size-20'}
            />
          </span>
        ))}
      </div>
    </section>
  );
}
