/**
 * `npm run build` step: renders the demo catalogue's artwork (products, categories, banners) from Twemoji SVGs
 * into generated/artwork as WebP, with the sized variants the pages ask for. Unchanged images are skipped.
 */
import { buildArtwork } from '#src/db/seed/artwork/build';
import { artworkSpecs } from '#src/db/seed/artwork/specs';
import { twemojiSource } from '#src/db/seed/artwork/svg';
import { artworkDir } from '#src/server/lib/paths';

const result = await buildArtwork(artworkSpecs(), artworkDir, twemojiSource());
const work = result.rendered === 0 ? 'all up to date' : `${result.rendered} rendered`;
const removed = result.removed > 0 ? `, ${result.removed} removed` : '';
console.log(
  `artwork: ${result.total} images (${result.files} files), ${work}${removed} in ${(result.ms / 1000).toFixed(1)} s`,
);
