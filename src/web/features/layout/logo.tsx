import { imageUrl } from '#src/shared/images';

/**
 * The shop's wordmark: a basket with a leaf, then its configured name. Inline so it needs no request. With a logo
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
      <rect x="1" y="2" width="36" height="36" rx="11" fill="#047857" />
      <path d="M20.5 14.2c.3-4.6 3.3-7.5 8.3-7.7-.2 4.9-3.3 7.6-8.3 7.7z" fill="#6ee7b7" />
      <path d="M12.6 18.2a6.4 6.4 0 0 1 12.8 0" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M8.6 18.6h20.8l-2.3 11.1a2.4 2.4 0 0 1-2.35 1.9h-11.5a2.4 2.4 0 0 1-2.35-1.9z" fill="#fff" />
      <path d="M15 22.5v5M19 22.5v5M23 22.5v5" stroke="#047857" strokeWidth="1.8" strokeLinecap="round" />
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
