/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN for none. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export type Latency = { n: number; p50: number; p95: number; max: number };

export const latencyOf = (samples: number[]): Latency => ({
  n: samples.length,
  p50: round(percentile(samples, 50)),
  p95: round(percentile(samples, 95)),
  max: round(samples.length ? Math.max(...samples) : NaN),
});

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** p50 and p95 to the hundredth: the in-process scripts' scenarios (bench/admin-*.ts, bench/delivery-slots.ts). */
export const p50p95 = (samples: number[]): [number, number] => [
  round(percentile(samples, 50), 2),
  round(percentile(samples, 95), 2),
];

/** One measured scenario of an in-process script: its requests, and p50 / p95 of wall and CPU time (ms). */
export type Scenario = { name: string; n: number; wall: [number, number]; cpu: [number, number] };

/** Times one awaited call in milliseconds. */
export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}
