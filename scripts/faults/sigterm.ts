import http from 'node:http';
import { Check, KiranaProcess, sleep, type CheckResult } from './lib';

/**
 * SIGTERM while requests are in flight: each request the server had already received completes with its answer,
 * a new connection is refused, and the process exits 0.
 */

const IN_FLIGHT = 60;
// Server-rendered pages: slow enough on this machine that many are still rendering when the signal lands.
const PATHS = ['/', '/api/search/results?q=rice', '/api/products/featured'];

const tagged = (path: string, i: number) => `${path}${path.includes('?') ? '&' : '?'}inflight=${i}`;

type Sent = { status: number | null; error: string | null };

/** One request on its own connection (no keep-alive), resolving once the whole body has arrived. */
function send(port: number, path: string, connected: () => void): Promise<Sent> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, error: null }));
        res.on('error', (error) => resolve({ status: res.statusCode ?? 0, error: error.message }));
      },
    );
    req.on('socket', (socket) => socket.once('connect', connected));
    req.on('error', (error) =>
      resolve({ status: null, error: (error as NodeJS.ErrnoException).code ?? error.message }),
    );
    req.end();
  });
}

export async function sigtermCheck(databaseUrl: string): Promise<CheckResult> {
  const check = new Check('SIGTERM during traffic');
  // Production mode at debug: its 'incoming request' lines say which requests had reached the server at the signal
  // (at info production logs each request only once answered, decision 041).
  const server = new KiranaProcess({
    name: 'sigterm',
    env: { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'debug' },
  });
  try {
    await server.start();
    // Warm the page code so the first render's compile time is not what we measure.
    await Promise.all(PATHS.map((p) => fetch(server.url + p).then((r) => r.text())));

    let connected = 0;
    let allConnected: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (allConnected = resolve));
    const onConnect = () => {
      connected += 1;
      if (connected === IN_FLIGHT) allConnected();
    };
    const inFlight = Array.from({ length: IN_FLIGHT }, (_, i) =>
      send(server.port, tagged(PATHS[i % PATHS.length]!, i), onConnect),
    );
    await ready;
    // Give the server's event loop a moment to accept the connections and read their requests.
    await sleep(300);
    let done = 0;
    inFlight.forEach((p) => void p.then(() => (done += 1)));
    await Promise.resolve();
    const pendingAtSignal = IN_FLIGHT - done;
    server.kill('SIGTERM');
    const signalled = Date.now();
    // Once the process has handled the signal (its log says so), a new connection must be refused.
    // Bounded: at most 10 s (500 × 20 ms); a server that never logs it fails the check below instead of hanging.
    for (let tries = 0; tries < 500; tries++) {
      if (server.log().includes('shutting down') || server.child?.exitCode !== null) break;
      await sleep(20);
    }
    const late = await send(server.port, '/api/health', () => undefined);
    const results = await Promise.all(inFlight);
    const code = await server.exit;

    // The requests the server had started handling when it took the signal, from its own request log.
    const log = server.log();
    const before = log.slice(0, log.indexOf('shutting down'));
    const received = new Set([...before.matchAll(/"url":"[^"]*inflight=(\d+)/g)].map((m) => Number(m[1])));
    const ok = (r: Sent) => r.status === 200 && r.error === null;
    const receivedOk = [...received].filter((i) => ok(results[i]!)).length;
    check.expect(
      received.size > 0 && receivedOk === received.size,
      `requests the server was handling at the signal completed with 200: ${receivedOk}/${received.size}`,
    );
    const queued = results.filter((_, i) => !received.has(i));
    const queuedOk = queued.filter(ok).length;
    const reset = queued.filter((r) => r.status === null).length;
    check.expect(
      queuedOk + reset === queued.length,
      `connections not yet read at the signal: ${queuedOk} answered 200, ${reset} closed without an answer (a balancer retries them), none answered an error`,
    );
    check.expect(
      late.status === null && late.error === 'ECONNREFUSED',
      `a new connection once shutdown began: ${late.error ?? late.status}`,
    );
    check.expect(code === 0, `process exited with ${code} after ${Date.now() - signalled} ms`);
    check.expect(
      pendingAtSignal > 0,
      `${pendingAtSignal}/${IN_FLIGHT} requests were still unanswered when SIGTERM was sent`,
    );
  } catch (error) {
    check.fail(error);
  } finally {
    await check.finish([server]);
  }
  return check.result();
}
