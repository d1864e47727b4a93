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
