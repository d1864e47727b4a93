/** The first focusable element of a page: jumps past the navigation to the content (`href` is its id). */
export function SkipLink({ href, children }: { href: `#${string}`; children: string }) {
  return (
    <a
      href={href}
      className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:shadow-raised"
    >
      {children}
    </a>
  );
}
