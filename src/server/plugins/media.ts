import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { artworkDir } from '../lib/paths';

/** `/download/{imageName}`: uploaded images (MEDIA_DIR) and the demo artwork, cached for a year. */
export async function mediaPlugin(app: FastifyInstance) {
  mkdirSync(app.config.MEDIA_DIR, { recursive: true });
  mkdirSync(artworkDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: [app.config.MEDIA_DIR, artworkDir],
    prefix: '/download/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Image names are content-addressed or never reused, so they can be cached for good.
    immutable: true,
    maxAge: '365d',
    setHeaders(res) {
      res.header('X-Content-Type-Options', 'nosniff');
      // Another front end using the shop headless may show the images (docs/headless.md); helmet's default is same-origin.
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
