import { Clock, Headset } from '#src/web/components/ui/icons';
import { TEXT } from '#src/shared/texts';
import { useShop } from '#src/web/lib/shop';

/** The thin strip above the header: tagline, the shop's support number and opening hours (store settings). */
export function SupportLine() {
  const shop = useShop();
  const dial = shop.phone.replace(/[^\d+]/g, '');
  return (
    <div className="bg-brand-800 text-xs text-brand-50 print:hidden">
      <div className="mx-auto flex h-9 max-w-shop items-center justify-between gap-4 px-4 lg:px-6">
        <p className="hidden truncate sm:block">{TEXT.shell.tagline}</p>
        <p className="flex items-center gap-4">
          {shop.phone ? (
            <span className="flex items-center gap-1.5">
              <Headset className="size-3.5" aria-hidden="true" />
              {TEXT.shell.support}{' '}
              <a href={`tel:${dial}`} className="font-semibold text-white hover:underline">
                {shop.phone}
              </a>
            </span>
          ) : null}
          {shop.hours ? (
            <span className="flex items-center gap-1.5">
              <Clock className="size-3.5" aria-hidden="true" />
              {shop.hours}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
