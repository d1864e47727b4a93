import type { LucideIconData } from 'lucide-react';
import type { CSSProperties, ReactElement } from 'react';

type IconNode = LucideIconData['node'][number];

export type IconProps = {
  className?: string;
  /** Icons are decorative (their button or link has the name); accepted so that call sites can say so. */
  'aria-hidden'?: boolean | 'true';
  strokeWidth?: number;
};
/** `drawing`: the markup inside its `<svg>`, for a sprite's `<symbol>` (ui/card-icons.tsx). */
export type Icon = ((props: IconProps) => ReactElement) & { drawing: string };

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

/**
 * A lucide icon as one `<svg>` whose drawing is markup made once, when the module loads. lucide-react's components
 * build every path element on every render: on a page with ~80 icons that was ~1.5 ms of each server render and as
 * many more elements for React to hydrate (docs/decisions/037). The drawing's stroke and fill come from the `icon`
 * class (app.css), so a page does not repeat them on every icon.
 *
 * `data`: the drawing an icon module of lucide-react exports beside its component
 * (`import { __iconData as heart } from 'lucide-react/icons/heart'`): the icon's own module, as an alias's (`trash-2`
 * forwards to `trash`) has none, which the type checker does not see (tsconfig.json maps every icon module to
 * lucide-icon-module.d.ts) and the icons' test does. The components themselves are left out of the bundles
 * (vite.config.ts: `createLucideIcon` is pure).
 */
export function createIcon(data: LucideIconData): Icon {
  if (!data?.node)
    throw new Error('No lucide icon drawing: an alias module (circle-alert, trash-2, …)? Import the icon it names.');
  const inner = { __html: markupOf(data.node) };
  function StaticIcon({ className, strokeWidth }: IconProps) {
    const style: CSSProperties | undefined = strokeWidth === undefined ? undefined : { strokeWidth };
    return (
      <svg
        viewBox="0 0 24 24"
        width={24}
        height={24}
        className={className ? `icon ${className}` : 'icon'}
        style={style}
        aria-hidden="true"
        dangerouslySetInnerHTML={inner}
      />
    );
  }
  StaticIcon.displayName = data.name;
  return Object.assign(StaticIcon, { drawing: inner.__html });
}
