import { Clock, Headset } from '#src/web/components/ui/icons';
import { OPENING_HOURS, SUPPORT_PHONE } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';

/** The thin strip above the header: tagline, support number and opening hours. */
export function SupportLine() {
  return (
    <div className="bg-brand-800 text-xs text-brand-50">
      <div className="mx-auto flex h-9 max-w-shop items-center justify-between gap-4 px-4 lg:px-6">
        <p className="hidden truncate sm:block">{TEXT.shell.tagline}</p>
        <p className="flex items-center gap-4">
          <span className="flex items-center gap-1.5">
            <Headset className="size-3.5" aria-hidden="true" />
            {TEXT.shell.support}{' '}
            <a href={`tel:${SUPPORT_PHONE.replace(/\D/g, '')}`} className="font-semibold text-white hover:underline">
              {SUPPORT_PHONE}
            </a>
          </span>
          <span className="flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden="true" />
            {OPENING_HOURS}
          </span>
        </p>
      </div>
    </div>
  );
}
