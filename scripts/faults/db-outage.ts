import pg from 'pg';
import { TEXT } from '#src/shared/texts';
import { Check, KiranaProcess, request, sleep, type CheckResult, type PrivateCluster } from './lib';
import { createShoppers } from './shoppers';

/**
 * PostgreSQL goes away under a running server: answers are a quick 503 with a message (no hang, no crash); when it
 * comes back the same process serves again. The bound on "quick" is the request deadline, not a timing assertion.
 */

const DEADLINE_MS = 10_000;

export async function outageCheck(cluster: PrivateCluster, databaseUrl: string): Promise<CheckResult> {
  const check = new Check('PostgreSQL stopped and started under a running server');
  const server = new KiranaProcess({ name: 'outage', env: { DATABASE_URL: databaseUrl } });
  let clusterDown = false;
  try {
    await server.start();
    const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const [shopper] = await createShoppers(db, server.jwtSecret(), 1, `outage-${Date.now()}`);
    const productId = (await db.query<{ id: number }>('select min(id) as id from products')).rows[0]!.id;
    await db.end();
    const probes = [
      { what: 'health', url: '/api/health', token: undefined },
      { what: 'listing', url: '/api/products/featured', token: undefined },
      { what: 'search', url: '/api/search?q=rice', token: undefined },
      { what: 'cart (signed in)', url: '/api/cart', token: shopper!.token },
    ];
    const pages = ['/', `/product/${productId}`];
    for (const probe of probes) {
      const answer = await request(server.url + probe.url, { token: probe.token });
      check.expect(answer.status === 200, `before: ${probe.what} ${answer.status}`);
    }
    // Rendered once before (as a running shop has), so the pages' first render is not what the outage waits on.
    for (const url of pages) check.expect((await request(server.url + url)).status === 200, `before: page ${url} 200`);

    cluster.stop();
    clusterDown = true;
    for (const probe of probes) {
      const answer = await request(server.url + probe.url, { token: probe.token, timeoutMs: DEADLINE_MS }).catch(
        (error: Error) => error,
      );
      if (answer instanceof Error) {
        check.expect(false, `database down: ${probe.what} got no answer (${answer.message})`);
        continue;
      }
      const message = answer.headers.get('content-type')?.includes('json')
        ? (answer.json() as { message?: string }).message
        : undefined;
      check.expect(
        answer.status === 503 && Boolean(message),
        `database down: ${probe.what} ${answer.status} in ${answer.ms} ms — "${message ?? answer.body.slice(0, 80)}"`,
      );
    }
    // Server-rendered pages answer 503 too, with the error page saying why (not 200 with empty sections).
    for (const url of pages) {
      const page = await request(server.url + url, { timeoutMs: DEADLINE_MS }).catch((error: Error) => error);
      if (page instanceof Error) {
        check.expect(false, `database down: page ${url} got no answer (${page.message})`);
        continue;
      }
      const says = page.body.includes(TEXT.unavailable) && page.body.includes(TEXT.unavailableBody);
      check.expect(
        page.status === 503 && says,
        `database down: page ${url} ${page.status} in ${page.ms} ms, says "${TEXT.unavailable}": ${says ? 'yes' : 'no'}`,
      );
    }
    // A burst while down must not exhaust anything or kill the process.
    const burst = await Promise.all(
      Array.from({ length: 50 }, () =>
        request(`${server.url}/api/products/featured`, { timeoutMs: DEADLINE_MS }).then(
          (a) => a.status,
          () => 0,
        ),
      ),
    );
    check.expect(
      burst.every((status) => status === 503),
      `database down: 50 concurrent listings all 503 (${burst.filter((s) => s === 503).length})`,
    );
    check.expect(server.child?.exitCode === null && server.child.signalCode === null, 'server process still running');

    cluster.start();
    clusterDown = false;
    const back = Date.now();
    let healthy = false;
    while (!healthy && Date.now() - back < 30_000) {
      healthy =
        (await request(`${server.url}/api/health`, { timeoutMs: DEADLINE_MS }).catch(() => null))?.status === 200;
      if (!healthy) await sleep(100);
    }
    check.expect(
      healthy,
      `database back: health 200 after ${Date.now() - back} ms, same process (pid ${server.child?.pid})`,
    );
    for (const probe of probes.slice(1)) {
      const answer = await request(server.url + probe.url, { token: probe.token });
      check.expect(answer.status === 200, `database back: ${probe.what} ${answer.status}`);
    }
    const home = await request(`${server.url}/`);
    check.expect(
      home.status === 200 && !home.body.includes(TEXT.unavailable),
      `database back: home page ${home.status}`,
    );
  } catch (error) {
    check.fail(error);
  } finally {
    if (clusterDown) cluster.start();
    await check.finish([server]);
  }
  return check.result();
}
