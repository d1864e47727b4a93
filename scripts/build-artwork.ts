import { mkdirSync } from 'node:fs';
import { artworkDir } from '../src/server/lib/paths';

mkdirSync(artworkDir, { recursive: true });
