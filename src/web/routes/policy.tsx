import { POLICY_KINDS, type PolicyKind } from '#src/shared/shop';
import { SETTINGS_TEXT } from '#src/shared/texts/settings';
import { notFound, orNotFound } from '#src/web/lib/not-found';
import { pageTitle, useShop } from '#src/web/lib/shop';
import type { Route } from './+types/policy';

const T = SETTINGS_TEXT;

const isPolicyKind = (kind: string | undefined): kind is PolicyKind =>
  (POLICY_KINDS as readonly string[]).includes(kind ?? '');

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
  return data ? [{ title: pageTitle(T.policies[data.kind], matches) }] : [];
}

/** `/policies/returns|refunds|cancellation`: the shop's policy as the grocer wrote it in the store settings. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!isPolicyKind(params.kind)) notFound();
  return orNotFound(context.api.settings.policy({ params: { kind: params.kind } }));
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const paragraphs = loaderData.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const contact = [shop.phone, shop.email].filter(Boolean).join(' · ');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{T.policies[loaderData.kind]}</h1>
      <div className="mt-6 space-y-4 text-slate-700" data-policy-text="">
        {paragraphs.length ? (
          paragraphs.map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))
        ) : (
          <p>{T.policyEmpty}</p>
        )}
      </div>
      {contact ? (
        <p className="mt-8 text-sm text-slate-600">
          {T.policyContact}: <span className="font-semibold text-slate-900">{contact}</span>
        </p>
      ) : null}
    </div>
  );
}
