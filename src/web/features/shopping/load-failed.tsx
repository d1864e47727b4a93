import { SHOP_PAGES_TEXT } from '#src/shared/texts/shop-pages';
import { Button } from '#src/web/components/ui/button';

/** The shopping pages' error boundary: the data could not be loaded; reloading tries again. */
export function LoadFailed() {
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <p role="alert" className="text-lg font-semibold text-slate-900">
        {SHOP_PAGES_TEXT.loadFailed}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {SHOP_PAGES_TEXT.tryAgain}
      </Button>
    </div>
  );
}
