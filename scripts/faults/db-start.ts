import { Check, KiranaProcess, sleep, type CheckResult, type PrivateCluster } from './lib';

/**
 * A server started while its PostgreSQL is down (docs/decisions/038): it waits, retrying with back-off, and serves
 * once the database comes; when the database does not come within DATABASE_START_TIMEOUT it exits non-zero with a
 * message naming the database, for a supervisor to start it again (deploy/kirana.service).
 */

/** Bounded polls of a server's output or exit (no sleep decides the outcome: 50 ms × tries is only a give-up). */
async function until(what: () => boolean, tries = 1200) {
  for (let i = 0; i < tries && !what(); i += 1) await sleep(50);
  return what();
}

export async function databaseStartCheck(cluster: PrivateCluster, databaseUrl: string): Promise<CheckResult> {
  const check = new Check('server started while PostgreSQL is down');
  const named = `127.0.0.1:${cluster.port}${new URL(databaseUrl).pathname}`;
  const givesUp = new KiranaProcess({
    name: 'start-gives-up',
    env: { DATABASE_URL: databaseUrl, DATABASE_START_TIMEOUT: '2' },
  });
  const waits = new KiranaProcess({ name: 'start-waits', env: { DATABASE_URL: databaseUrl } });
  let clusterDown = false;
  try {
    cluster.stop();
    clusterDown = true;

    await givesUp.start(false);
    let code: number | null | undefined;
    void givesUp.exit.then((c) => (code = c));
    await until(() => code !== undefined);
    const said = givesUp.log();
    check.expect(code === 1, `no database within DATABASE_START_TIMEOUT=2: exit code ${code}`);
    check.expect(
      said.includes(`Could not reach PostgreSQL at ${named}`) && said.includes('DATABASE_START_TIMEOUT'),
      `its last words name the database and the setting: "${said.trim().split('\n').at(-1)}"`,
    );
    const retries = said.split('\n').filter((line) => line.startsWith('Waiting for PostgreSQL')).length;
    check.expect(retries >= 2, `it retried before giving up (${retries} waits said)`);
    check.expect(!said.includes('    at '), 'no stack trace for an operator’s problem');

    await waits.start(false);
    const waiting = await until(() => waits.log().includes('Waiting for PostgreSQL'));
    check.expect(waiting, 'a server started without its database says it is waiting for it');
    cluster.start();
    clusterDown = false;
    const back = Date.now();
    await waits.waitHealthy(60_000);
    check.expect(
      waits.child?.exitCode === null,
      `once PostgreSQL started, the same process came up healthy (${Date.now() - back} ms later)`,
    );
  } catch (error) {
    check.fail(error);
  } finally {
    if (clusterDown) cluster.start();
    await check.finish([givesUp, waits]);
  }
  return check.result();
}
