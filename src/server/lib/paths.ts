import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Product, category and banner artwork rendered by scripts/build-artwork.ts. */
export const artworkDir = path.join(repoRoot, 'generated', 'artwork');
