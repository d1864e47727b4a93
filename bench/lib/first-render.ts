/**
 * Issue 17's "the same page after a catalogue change (first render)": an admin changes a price through the back
 * office's API, which empties the page cache (and the catalogue cache) on the server, then the page is asked for once
 * and the server process's CPU time for that one answer is read (`/proc/<pid>/stat`, 10 ms ticks: the mean over the
 * rounds is what the report gives; with PostgreSQL the database's own CPU is not in it). The price goes back at the end.
 */
import { cpuMsOf } from './processes';
import { latencyOf, round, type Latency, timed } from './stats';

/** A back-office session and the variant whose price it changes (the measured product page's own). */
export type CatalogueEditor = { token: string; variantId: number; price: number; oldPrice: number };

export type FirstRender = {
  page: string;
  path: string;
  rounds: number;
  /** Server CPU per first render, mean over the rounds (ms). */
  cpuMs: number;
  /** Timed by the client. */
  wall: Latency;
  /** Answers the page cache did not render (should be 0: each round follows a change). */
  notRendered: number;
};

/** What a browser asks a page with (compressed HTML). */
export const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

async function setPrice(origin: string, editor: CatalogueEditor, price: number) {
  const response = await fetch(`${origin}/api/admin/variants/${editor.variantId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ price, oldPrice: Math.max(editor.oldPrice, price) }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the price edit answered ${response.status}`);
}

export async function measureFirstRender(
  origin: string,
  pid: number,
  pages: Record<string, string>,
  editor: CatalogueEditor,
  rounds: number,
): Promise<FirstRender[]> {
  const results: FirstRender[] = [];
  let round_ = 0;
  try {
    for (const [page, path] of Object.entries(pages)) {
      // Warm: the page and its API reads are cached before the first change, as on a live shop.
      await fetch(origin + path, { headers: PAGE_HEADERS }).then((r) => r.arrayBuffer());
      let cpu = 0;
      let notRendered = 0;
      const wall: number[] = [];
      for (let i = 0; i < rounds; i++) {
        round_ += 1;
        await setPrice(origin, editor, editor.price + (round_ % 2));
        const before = cpuMsOf(pid);
        const [response, ms] = await timed(async () => {
          const r = await fetch(origin + path, { headers: PAGE_HEADERS });
          await r.arrayBuffer();
          return r;
        });
        cpu += cpuMsOf(pid) - before;
        wall.push(ms);
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        if (response.headers.get('x-page-cache') !== 'miss') notRendered += 1;
      }
      results.push({ page, path, rounds, cpuMs: round(cpu / rounds, 1), wall: latencyOf(wall), notRendered });
    }
  } finally {
    await setPrice(origin, editor, editor.price);
  }
  return results;
}
