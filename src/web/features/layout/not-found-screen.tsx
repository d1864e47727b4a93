import { TEXT } from '#src/shared/texts';
import { NotFoundPanel } from '#src/web/components/ui/not-found-panel';

/** The shop's Page Not Found (inside the shop's shell): unknown addresses, and /admin for anyone without a role. */
export function NotFoundScreen() {
  return (
    <NotFoundPanel title={TEXT.notFoundTitle} body={TEXT.notFoundBody} back={{ to: '/', label: TEXT.backToHome }} />
  );
}
