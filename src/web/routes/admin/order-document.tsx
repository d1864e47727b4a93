import { INVOICES_TEXT } from '#src/shared/texts/invoices';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { TaxDocumentPage } from '#src/web/features/invoices/index';
import { idParam } from '#src/web/lib/not-found';
import type { Route } from './+types/order-document';

// The document's number titles the page: a PDF saved from the print dialog is named after it.
export function meta({ data, matches }: Route.MetaArgs) {
  const title = data ? INVOICES_TEXT.documentTitle(data.document.kind, data.document.number) : INVOICES_TEXT.taxInvoice;
  return adminTitle(title, matches);
}

/** One of an order's tax documents (decision 054), for staff and admins; an unknown one: the back office's 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const documentId = idParam(params.documentId);
  const document = await adminLoad({ context, request }, (api) =>
    api.adminTaxDocuments.get({ params: { id, documentId } }),
  );
  return { document };
}

/** Printed, only the document: the back office's shell hides itself in print. */
export default function AdminOrderDocument({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  return <TaxDocumentPage document={document} orderHref={`/admin/orders/${document.orderId}`} />;
}
