/**
 * Issue 11 §3: image uploads must not starve the pages. The home page's latency (one request at a time, timed by the
 * client) at rest, then while uploads run: the attack as reported (one shopper sending four 39-Mpx PNGs at once, over
 * and over), the largest images the shop takes (4,096 × 4,096 px) sent four at a time by one shopper, and by four
 * shoppers at once (which the server's queue processes two at a time). Goal: p95 during a burst within 3× at rest.
 */
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { signUpShopper } from './latency';
import { latencyOf, round, timed, type Latency } from './stats';

export type BurstResult = {
  label: string;
  /** The home page at rest just before the burst (the machine's load drifts; each burst has its own baseline). */
  idle: Latency;
  home: Latency;
  /** p95 during the burst over p95 at rest just before it. */
  ratio: number;
  /** How the uploads were answered: status → count. */
  uploads: Record<string, number>;
};
export type UploadBurst = { bursts: BurstResult[] };

/** A PNG of a pattern that compresses (so the file stays under the 5 MB upload limit) but decodes at full size. */
async function patternPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = x & 255;
      raw[i + 1] = y & 255;
      raw[i + 2] = (x ^ y) & 255;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A multipart body with one file in the field `images`, built once so the client spends no time per request on it. */
function multipartBody(png: Buffer): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = '----kirana-bench-upload';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="burst.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: new Uint8Array(Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)])),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * The uploading shoppers run in a worker thread: their client work (sending megabytes per wave) must not delay the
 * home page requests timed on this thread. Waves of uploads at once (`senders[i]` sends the i-th), a new wave when the
 * last has been answered but at most one a second (else a refused wave turns into a plain bandwidth flood), until told
 * to stop; then it answers how the uploads were answered. An uploaded image is forgotten at once, so the shopper stays
 * under the pending-images limit and every wave is a real upload.
 */
const UPLOADER = `
const { parentPort, workerData } = require('node:worker_threads');
const { origin, senders, body, type } = workerData;
let done = false;
parentPort.on('message', () => (done = true));
const statuses = {};
async function upload(token) {
  const headers = { authorization: 'Bearer ' + token };
  const response = await fetch(origin + '/api/user/upload', {
    method: 'POST',
    headers: { ...headers, 'content-type': type },
    body,
  });
  await response.arrayBuffer();
  if (response.status === 201)
    await fetch(origin + '/api/imageUpload/deleteAllImages', { method: 'DELETE', headers }).then((r) => r.arrayBuffer());
  return response.status;
}
(async () => {
  while (!done) {
    const pace = new Promise((resolve) => setTimeout(resolve, 1000));
    const answers = await Promise.all(senders.map(upload));
    for (const status of answers) statuses[status] = (statuses[status] || 0) + 1;
    await pace;
  }
  parentPort.postMessage(statuses);
})();
`;

async function homeSamples(origin: string, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const [response, ms] = await timed(() => fetch(`${origin}/`));
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`home page answered ${response.status}`);
    samples.push(ms);
  }
  return samples;
}

/** The home page at rest, then while `senders` upload `png` in waves (see UPLOADER). */
async function burst(origin: string, senders: string[], png: Buffer, count: number, label: string) {
  const idle = latencyOf(await homeSamples(origin, count));
  const form = multipartBody(png);
  const uploader = new Worker(UPLOADER, { eval: true, workerData: { origin, senders, ...form } });
  const answered = new Promise<Record<string, number>>((resolve, reject) => {
    uploader.once('message', resolve);
    uploader.once('error', reject);
  });
  // Let the first wave reach the server before sampling.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const samples = await homeSamples(origin, count);
  uploader.postMessage('stop');
  const statuses = await answered;
  await uploader.terminate();
  const home = latencyOf(samples);
  return { label, idle, home, ratio: round(home.p95 / idle.p95, 2), uploads: statuses };
}

export async function measureUploadBurst(origin: string, dataDir: string, samples: number): Promise<UploadBurst> {
  const [huge, largest] = [await patternPng(7200, 5400), await patternPng(4096, 4096)];
  // Fresh shoppers per burst: each has its own upload rate limit (60 per 15 minutes).
  const shoppers: string[] = [];
  for (let i = 0; i < 6; i++) shoppers.push(await signUpShopper(origin, dataDir));
  const [first, second, ...four] = shoppers as [string, string, ...string[]];
  await homeSamples(origin, 5);
  const bursts = [
    await burst(origin, Array(4).fill(first), huge, samples, 'one shopper, 4 × 39-Mpx PNG at once'),
    await burst(origin, Array(4).fill(second), largest, samples, 'one shopper, 4 × 4096² PNG at once'),
    await burst(origin, four, largest, samples, 'four shoppers, one 4096² PNG each'),
  ];
  return { bursts };
}
