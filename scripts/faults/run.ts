import { existsSync } from 'node:fs';
import path from 'node:path';
import { crashCheck } from './crash';
import { outageCheck } from './db-outage';
import { databaseStartCheck } from './db-start';
import { buildDir, PrivateCluster, printResult, repoRoot, type CheckResult } from './lib';
import { sigtermCheck } from './sigterm';
import { ensureNginx } from '../ensure-nginx';
import { twoServersCheck } from '../two-servers';

/**
 * `npm run test:faults [crash|outage|start|sigterm|two-servers …] [--e2e]`: every check on one private PostgreSQL cluster
 * (the shared server is never stopped), one after another, then a pass/fail summary. Exit code 1 on any failure.
 */

const checks: Record<string, (cluster: PrivateCluster) => Promise<CheckResult>> = {
  crash: async (cluster) => crashCheck(await cluster.createDatabase('faults_crash')),
  outage: async (cluster) => outageCheck(cluster, await cluster.createDatabase('faults_outage')),
  start: async (cluster) => databaseStartCheck(cluster, await cluster.createDatabase('faults_start')),
  sigterm: async (cluster) => sigtermCheck(await cluster.createDatabase('faults_sigterm')),
  'two-servers': async (cluster) =>
    twoServersCheck(await cluster.createDatabase('faults_two'), { e2e: process.argv.includes('--e2e') }),
};

async function main() {
  const wanted = process.argv.slice(2).filter((name) => name in checks);
  const names = wanted.length > 0 ? wanted : Object.keys(checks);
  if (!existsSync(path.join(repoRoot, buildDir, 'server'))) {
    console.error(
      `No web build in ${buildDir}/. Build once: BUILD_DIR=${buildDir} npm run build (npm test makes one in build/)`,
    );
    process.exit(2);
  }
  if (names.includes('two-servers')) ensureNginx();
  const started = Date.now();
  const cluster = await new PrivateCluster().init();
  console.log(`private PostgreSQL on 127.0.0.1:${cluster.port} (${cluster.dir})`);
  const results: CheckResult[] = [];
  try {
    for (const name of names) {
      const result = await checks[name]!(cluster);
      printResult(result);
      results.push(result);
    }
  } finally {
    cluster.destroy();
  }
  console.log('\n── summary ──');
  for (const result of results)
    console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name}  ${(result.ms / 1000).toFixed(1)} s`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed}/${results.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
