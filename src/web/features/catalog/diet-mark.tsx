import type { Diet } from '#src/shared/constants';
import { DIET_TEXT } from '#src/shared/texts/diet';
import { cn } from '#src/web/components/ui/cn';
import { dietDrawing, dietSymbolId } from '#src/web/components/ui/diet-drawing';
import { spriteHref } from '#src/web/components/ui/icon';

const T = DIET_TEXT;

/**
 * The Indian food mark (FSSAI labelling; decision 056): a green square with a dot for vegetarian food, a brown one
 * with a triangle for non-vegetarian. An inline SVG named by its text alternative, so screen readers say
 * "Vegetarian" or "Non-vegetarian"; no image request, no script.
 */
export function DietMark({
  diet,
  className,
  decorative = false,
  fromSprite = false,
}: {
  diet: Diet;
  className?: string;
  /** Beside its words already: hidden from screen readers, which would otherwise say them twice. */
  decorative?: boolean;
  /** Drawn by reference to the icon sprite (ui/assets.ts): for the cards, which repeat it. */
  fromSprite?: boolean;
}) {
  const veg = diet === 'veg';
  const label = veg ? T.veg : T.nonVeg;
  return (
    <svg
      viewBox="0 0 16 16"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      data-diet={diet}
      className={cn('diet', className)}
    >
      {decorative ? null : <title>{label}</title>}
      {fromSprite ? (
        <use href={spriteHref(dietSymbolId(diet))} />
      ) : (
        <g dangerouslySetInnerHTML={{ __html: dietDrawing(diet) }} />
      )}
    </svg>
  );
}
