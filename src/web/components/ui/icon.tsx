import type { LucideIconData } from 'lucide-react';
import type { CSSProperties, ReactElement } from 'react';

type IconNode = LucideIconData['node'][number];

export type IconProps = {
  className?: string;
  /** Icons are decorative (their button or link has the name); accepted so that call sites can say so. */
  'aria-hidden'?: boolean | 'true';
  strokeWidth?: number;
};
/** `id`: its symbol in the icon sprite; `drawing`: the markup of that `<symbol>` (ui/assets.ts). */
export type Icon = ((props: IconProps) => ReactElement) & { id: string; readonly drawing: string };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function markupOf(nodes: readonly IconNode[]): string {
  return nodes
    .map(([tag, attributes, children = []]) => {
      const pairs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join('');
      return `<${tag}${pairs}>${markupOf(children)}</${tag}>`;
    })
    .join('');
}

/** The icon sprite's address, content-hashed: set by the build (vite.config.ts, vitest.config.ts; ui/assets.ts). */
declare const __ICON_SPRITE__: string;

/** A symbol of the icon sprite, by reference. */
export const spriteHref = (id: string) => `${__ICON_SPRITE__}#${id}`;

/**
 * A lucide icon as an `<svg>` that uses its symbol in the shop's icon sprite: one cached file of every icon
 * (ui/assets.ts, built beside the scripts), so a page carries a reference of ~40 bytes for each of its ~60–100 icons
 * instead of its drawing (issue 34 §2, docs/decisions/071). lucide-react's components build every path element on
 * every render (docs/decisions/037); this is one element. The drawing's stroke and fill come from the `icon` class
 * (app.css), inherited by the symbol's shapes, so neither the page nor the sprite repeats them.
 *
 * `data`: the drawing an icon module of lucide-react exports beside its component
 * (`import { __iconData as heart } from 'lucide-react/icons/heart'`): the icon's own module, as an alias's (`trash-2`
 * forwards to `trash`) has none, which the type checker does not see (tsconfig.json maps every icon module to
 * lucide-icon-module.d.ts) and the icons' test does. The components themselves are left out of the bundles
 * (vite.config.ts: `createLucideIcon` is pure).
 */
export function createIcon(data: LucideIconData): Icon {
  if (!data?.node || !data.name)
    throw new Error('No lucide icon drawing: an alias module (circle-alert, trash-2, …)? Import the icon it names.');
  const id = data.name;
  function SpriteIcon({ className, strokeWidth }: IconProps) {
    const style: CSSProperties | undefined = strokeWidth === undefined ? undefined : { strokeWidth };
    return (
      <svg className={className ? `icon ${className}` : 'icon'} style={style} aria-hidden="true">
        <use href={spriteHref(id)} />
      </svg>
    );
  }
  SpriteIcon.displayName = data.name;
  SpriteIcon.id = id;
  // Made when asked (the sprite's build and tests): a page's scripts never need it, and the bundles' icon data has
  // no drawing (vite.config.ts, `kirana-icon-names-only`). Defined, not copied with Object.assign, which reads a
  // getter as it copies: the shell's scripts built every icon's markup as they loaded.
  return Object.defineProperty(SpriteIcon as typeof SpriteIcon & { readonly drawing: string }, 'drawing', {
    get: () => markupOf(data.node),
    enumerable: true,
  });
}
