import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // Every route in the first load's manifest (a cached 3 kB file) instead of asking /__manifest for the routes the
  // page links to: each answer re-rendered the whole page, two to three times per load (decision 077).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
