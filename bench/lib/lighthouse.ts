/**
 * Lighthouse (12.8, its CLI) in its default mobile mode — emulated phone, simulated slow 4G and 4× CPU slowdown —
 * with Debian's Chromium. Keeps the four category scores, the performance metrics, and the audits that cost points.
 * The performance score of one run swings by up to ten points on the same build (the simulation starts from one
 * observed load), so each page is measured several times and the run with the median score is reported, as
 * Lighthouse's own documentation advises; the other runs' scores are kept beside it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runChild } from './processes';

export type LighthouseResult = {
  page: string;
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: Record<string, string>;
  /** Lighthouse's own CPU speed probe of the machine during the run (a 2020s desktop scores 1,000–2,500). */
  benchmarkIndex: number;
  /** Every run's performance score, lowest first (the reported run is the median one). */
  performanceRuns: number[];
  /** Audits scoring below 1 that weigh in a category: where the missing points went. */
  losing: { category: string; id: string; title: string; score: number; displayValue?: string }[];
};

type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; displayValue?: string }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'server-response-time',
  'dom-size',
];
export const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';

type OneRun = Omit<LighthouseResult, 'performanceRuns'>;

async function runOnce(origin: string, page: string, pagePath: string, logFile: string): Promise<OneRun> {
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
    'cli',
    'index.js',
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'kirana-bench-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    await runChild(
      'node',
      [
        cli,
        origin + pagePath,
        `--chrome-flags=${CHROME_FLAGS}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--max-wait-for-load=60000',
        '--quiet',
      ],
      { env: { CHROME_PATH: process.env['CHROME_PATH'] ?? '/usr/bin/chromium' }, logFile, timeoutMs: 240_000 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${report.runtimeError.message}`);
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const losing: LighthouseResult['losing'] = [];
    for (const category of CATEGORIES) {
      for (const ref of report.categories[category]?.auditRefs ?? []) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          losing.push({
            category,
            id: ref.id,
            title: audit.title,
            score: audit.score,
            ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          });
        }
      }
    }
    return {
      page,
      path: pagePath,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      },
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
      metrics: Object.fromEntries(METRICS.map((id) => [id, report.audits[id]?.displayValue ?? '?'])),
      losing,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `runs` runs of one page; the median one by performance score. A run that fails inside Lighthouse (its trace
 * sometimes misses the navigation start, NO_NAVSTART) is tried again once.
 */
export async function runLighthouse(
  origin: string,
  page: string,
  pagePath: string,
  logFile: string,
  runs: number,
): Promise<LighthouseResult> {
  const done: OneRun[] = [];
  for (let run = 0; run < runs; run++) {
    try {
      done.push(await runOnce(origin, page, pagePath, logFile));
    } catch (error) {
      console.warn(`  lighthouse ${page}: ${(error as Error).message}; once more`);
      done.push(await runOnce(origin, page, pagePath, logFile));
    }
  }
  done.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = done[Math.floor((done.length - 1) / 2)]!;
  return { ...median, performanceRuns: done.map((r) => r.scores.performance) };
}
