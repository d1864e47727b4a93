/**
 * Requests per second with autocannon against the running server, each endpoint after its own warm-up, with the
 * server's resident memory sampled meanwhile. Requests carry a browser's Accept-Encoding, so compressed answers cost
 * what they cost a real visitor.
 */
import autocannon from 'autocannon';
import type { BenchOptions } from './options';
import { cpuMsOf, memoryOf } from './processes';
import { round } from './stats';

/**
 * `page`: a page the page cache keeps; its row says whether the load was answered from it. `rotate`: paths asked in
 * turn, a different one per request (warm-up and load continue one sequence), so the catalogue cache never answers
 * while the sequence is longer than the cache holds (issue 34 §3); `path` then names the row.
 */
export type Endpoint = { key: string; label: string; path: string; page?: boolean; rotate?: readonly string[] };
/** `cpuMsPerRequest`: the server process's CPU time per answered request (with PostgreSQL, the database's is not in it). */
export type Throughput = {
  key: string;
  label: string;
  path: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest: number;
  non2xx: number;
  errors: number;
  /** For pages: the page cache's answer (`X-Page-Cache`) to a request made right after the load. */
  pageCache?: string;
};

const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json, text/html;q=0.9' };

type Rotation = { paths: readonly string[]; next: number };

async function fire(
  url: string,
  seconds: number,
  connections: number,
  rotation?: Rotation,
): Promise<autocannon.Result> {
  const requests = rotation && [
    {
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: rotation.paths[rotation.next++ % rotation.paths.length]!,
      }),
    },
  ];
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: HEADERS,
    timeout: 20,
    ...(requests && { requests }),
  });
}

export type MemorySampler = { stop: () => number };

/** Samples the process's RSS every 200 ms; `stop` answers the highest sample in MB. */
export function sampleMemory(pid: number): MemorySampler {
  let highest = memoryOf(pid).rssMb;
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, memoryOf(pid).rssMb);
    } catch {
      // the process is gone; its last sample stands
    }
  }, 200);
  return {
    stop: () => {
      clearInterval(timer);
      return highest;
    },
  };
}

export async function measureThroughput(
  origin: string,
  pid: number,
  endpoints: Endpoint[],
  options: BenchOptions,
  log: (line: string) => void,
) {
  const results: Throughput[] = [];
  for (const endpoint of endpoints) {
    const url = origin + endpoint.path;
    const rotation = endpoint.rotate && { paths: endpoint.rotate, next: 1 };
    const check = await fetch(origin + (endpoint.rotate?.[0] ?? endpoint.path), { headers: HEADERS });
    await check.arrayBuffer();
    if (!check.ok) throw new Error(`${endpoint.path} answered ${check.status}`);
    await fire(url, options.warmup, options.connections, rotation);
    const cpuBefore = cpuMsOf(pid);
    const result = await fire(url, options.duration, options.connections, rotation);
    const cpuMs = cpuMsOf(pid) - cpuBefore;
    const answered = result.requests.total;
    const probe = endpoint.page ? await fetch(url, { headers: HEADERS }) : undefined;
    await probe?.arrayBuffer();
    const row: Throughput = {
      key: endpoint.key,
      label: endpoint.label,
      path: endpoint.path,
      rps: round(answered / result.duration, answered / result.duration < 100 ? 1 : 0),
      cpuMsPerRequest: round(answered ? cpuMs / answered : NaN, 2),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      ...(probe ? { pageCache: probe.headers.get('x-page-cache') ?? 'none' } : {}),
    };
    results.push(row);
    const problems =
      (row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : '') +
      (row.pageCache && row.pageCache !== 'hit' ? `  (page cache: ${row.pageCache}, not hit!)` : '');
    log(
      `    ${endpoint.label.padEnd(20)} ${String(row.rps).padStart(7)} req/s   p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  server CPU ${row.cpuMsPerRequest} ms/req${problems}`,
    );
  }
  return results;
}

/** Two cached pages' rates measured in turn, for a target that compares them (issue 33: Hindi ÷ English). */
export type PairedRates = {
  /** The compared endpoint's key (the Hindi page), the one it is compared with (the English page). */
  key: string;
  against: string;
  /** The compared page's requests answered ÷ the other's, over all rounds (each round gives both the same time). */
  ratio: number;
  /** Each round's own ratio, in order. */
  rounds: number[];
};

/**
 * The single pass above measures each endpoint once, one after the other, so a ratio of two of them also measures
 * how busy the shared machine was in each one's seconds: in one run (2026-12-02) the Hindi product page's ratio was
 * 0.98 on PGlite and 0.74 on PostgreSQL, where the server's CPU per answer was 0.30 against the English page's
 * 0.24 ms. For the ratios a target compares, the two pages are measured in turn for several short rounds, the order
 * flipping each round, and the answers counted over all of them.
 */
export async function measurePairedRates(
  origin: string,
  pairs: { page: Endpoint; against: Endpoint }[],
  rounds: number,
  seconds: number,
  connections: number,
): Promise<PairedRates[]> {
  const results: PairedRates[] = [];
  for (const { page, against } of pairs) {
    const rates = { page: 0, against: 0 };
    const ratios: number[] = [];
    await fire(origin + page.path, 1, connections);
    await fire(origin + against.path, 1, connections);
    for (let turn = 0; turn < rounds; turn++) {
      const order = turn % 2 === 0 ? (['page', 'against'] as const) : (['against', 'page'] as const);
      const thisRound = { page: 0, against: 0 };
      for (const which of order) {
        const { path } = which === 'page' ? page : against;
        const result = await fire(origin + path, seconds, connections);
        if (result.non2xx || result.errors)
          throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        thisRound[which] = result.requests.total / result.duration;
      }
      rates.page += thisRound.page;
      rates.against += thisRound.against;
      ratios.push(round(thisRound.page / thisRound.against, 2));
    }
    results.push({
      key: page.key,
      against: against.key,
      ratio: round(rates.page / rates.against, 2),
      rounds: ratios,
    });
  }
  return results;
}
