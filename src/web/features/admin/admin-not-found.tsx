import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { NotFoundPanel } from '#src/web/components/ui/not-found-panel';

/** Inside the back office's chrome: a page that does not exist, or that the user's role cannot open (staff). */
export function AdminNotFound() {
  return (
    <NotFoundPanel
      size="md"
      title={ADMIN_TEXT.notFoundTitle}
      body={ADMIN_TEXT.notFoundBody}
      back={{ to: '/admin', label: ADMIN_TEXT.backToOverview }}
    />
  );
}
