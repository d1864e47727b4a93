import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS_MB } from '#src/shared/constants';
import { openDatabase, rowsOf } from './client';

const sharedBuffers = async (sharedBuffersMb?: number) => {
  const handle = await openDatabase({
    dataDir: 'unused',
    pgliteDataDir: 'memory://',
    pgliteSharedBuffersMb: sharedBuffersMb,
  });
  try {
    return rowsOf<{ shared_buffers: string }>(await handle.db.execute(sql`show shared_buffers`))[0]?.shared_buffers;
  } finally {
    await handle.close();
  }
};

// Two embedded databases created from nothing (initdb each): ~7 s on an idle machine, over 30 s once on CI's loaded
// one while the PostgreSQL leg and the fault checks ran side by side.
const TWO_NEW_DATABASES_MS = 120_000;

describe('the embedded database', () => {
  it(
    "starts with the shop's buffer pool, not PGlite's 128 MB, and takes another size when asked (decision 036)",
    async () => {
      expect(await sharedBuffers()).toBe(`${PGLITE_SHARED_BUFFERS_MB}MB`);
      expect(await sharedBuffers(48)).toBe('48MB');
    },
    TWO_NEW_DATABASES_MS,
  );
});
