import { NEWSLETTER_TEXT } from '#src/shared/texts/newsletter';
import { NewsletterLinkPage } from '../features/newsletter/index';
import type { Route } from './+types/newsletter-unsubscribe';
import { pageTitle } from '#src/web/lib/shop';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(NEWSLETTER_TEXT.page.unsubscribeTitle, matches) }, { name: 'robots', content: 'noindex' }];
}

/** The link of a newsletter e-mail (issue 16): `?token=`, one button. */
export default function NewsletterUnsubscribe() {
  return <NewsletterLinkPage kind="unsubscribe" />;
}
