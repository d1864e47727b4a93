import { imageUrl } from '#src/shared/images';
import { spriteHref } from '#src/web/components/ui/icon';
import { LOGO_MARK_ID } from '#src/web/components/ui/logo-mark';

/**
 * The shop's wordmark: its mark (a basket with a leaf, from the icon sprite), then its configured name. With a logo
 * uploaded in the store settings (decision 052), that image (at most 200 px wide) and the name instead.
 */
export function Logo({ className, name, image }: { className?: string; name: string; image?: string | null }) {
  if (image) {
    return (
      <span role="img" aria-label={name} className="inline-flex items-center gap-2" data-shop-logo="">
        <img src={imageUrl(image, 200)} alt="" width={40} height={40} className={`${className ?? ''} object-contain`} />
        <span className="text-xl font-extrabold tracking-tight text-slate-900 lg:text-2xl">{name}</span>
      </span>
    );
  }
  return (
    <svg viewBox="0 0 138 40" className={className} role="img" aria-label={name}>
      <use href={spriteHref(LOGO_MARK_ID)} width="40" height="40" />
      <text
        x="45"
        y="29.5"
        fill="#0f172a"
        fontFamily="inherit"
        fontSize="26"
        fontWeight="800"
        letterSpacing="-0.8"
        // A longer name than the default is squeezed into the mark's width rather than cut.
        {...(name.length > 6 ? { textLength: 90, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {name}
      </text>
    </svg>
  );
}
