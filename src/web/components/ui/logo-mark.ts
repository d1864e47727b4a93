/**
 * The shop's mark, a basket with a leaf, in a 40 × 40 box: a symbol of the icon sprite (ui/assets.ts) that the
 * wordmark uses (features/layout/logo.tsx), and the favicon.
 */
export const LOGO_MARK_ID = 'logo-mark';
export const LOGO_MARK =
  '<rect x="1" y="2" width="36" height="36" rx="11" fill="#047857"></rect>' +
  '<path d="M20.5 14.2c.3-4.6 3.3-7.5 8.3-7.7-.2 4.9-3.3 7.6-8.3 7.7z" fill="#6ee7b7"></path>' +
  '<path d="M12.6 18.2a6.4 6.4 0 0 1 12.8 0" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"></path>' +
  '<path d="M8.6 18.6h20.8l-2.3 11.1a2.4 2.4 0 0 1-2.35 1.9h-11.5a2.4 2.4 0 0 1-2.35-1.9z" fill="#fff"></path>' +
  '<path d="M15 22.5v5M19 22.5v5M23 22.5v5" stroke="#047857" stroke-width="1.8" stroke-linecap="round"></path>';
