import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { INVOICES_TEXT } from '#src/shared/texts/invoices';
import { NotFoundScreen } from '../features/layout/not-found-screen';
import { TaxDocumentPage } from '../features/invoices/index';
import { LoadFailed } from '../features/shopping/load-failed';
import { PageSkeleton } from '../features/shopping/page-skeleton';
import { loadForShopper } from '../features/shopping/shopper-loader';
import { api } from '../lib/api';
import { idParam, orNotFound } from '../lib/not-found';
import type { Route } from './+types/order-document';
import { pageTitle } from '#src/web/lib/shop';

// The document's number titles the page: a PDF saved from the print dialog is named after it.
export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const title = data ? INVOICES_TEXT.documentTitle(data.document.kind, data.document.number) : INVOICES_TEXT.taxInvoice;
  return [{ title: pageTitle(title, matches) }, { name: 'robots', content: 'noindex' }];
}

/**
 * One of the shopper's own order's tax documents (decision 054). Without a token → /signIn, as the order page; another
 * shopper's order, an unknown document or a malformed id → the shop's Page Not Found.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = idParam(params.id);
  const documentId = idParam(params.documentId);
  const document = await loadForShopper(() => orNotFound(api.taxDocuments.get({ params: { id, documentId } })));
  return { document };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton title={INVOICES_TEXT.taxInvoice} crumb={TEXT.orders} label={INVOICES_TEXT.loading} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <LoadFailed />;
}

export default function OrderDocument({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  return <TaxDocumentPage document={document} orderHref={`/orders/${document.orderId}`} />;
}
