/**
 * Polling in tests, always bounded: `await eventually('the reset e-mail in the outbox', () => find())` asks `probe`
 * until it answers something other than undefined, at most `tries` times `everyMs` apart, then fails naming what
 * it waited for — a broken feature fails its own test with a message instead of hanging until the test timeout.
 * The bound is a count of tries, not a timed assertion: it only decides when to give up.
 */
export async function eventually<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  { tries = 200, everyMs = 25 }: { tries?: number; everyMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    const found = await probe();
    if (found !== undefined) return found;
    if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`Gave up waiting for ${what} after ${tries} tries ${everyMs} ms apart`);
}
