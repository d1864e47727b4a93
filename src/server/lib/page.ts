import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Like @fastify/compress and send-cached.ts: smaller answers are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;
/** Objects, arrays and strings around the bytes of one kept page (a generous estimate). */
const PAGE_OVERHEAD_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 4, as @fastify/compress used for pages before: a page is compressed once per catalogue change, so a
  // busy shop (every order changes stock) pays it often; 11 would be ~10 % smaller at ~100× the CPU.
  br: (bytes) =>
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => gzipAsync(bytes),
};

/** Two characters a UTF-16 code unit: what a JavaScript string costs at most. */
export const stringBytes = (text: string) => text.length * 2;

/**
 * One rendered answer: status, the headers to repeat, the CSP hashes of its inline scripts, a weak ETag (200 only)
 * and its bytes. Each encoding is compressed once, when first asked for; once both are held the uncompressed bytes
 * are let go (a client that accepts neither gets them unzipped again, which is rare and cheap).
 */
export class Page {
  readonly etag: string | null;
  private identity: Buffer | null;
  private readonly length: number;
  private readonly compressed: Partial<Record<Encoding, Buffer>> = {};
  private readonly compressing: Partial<Record<Encoding, Promise<Buffer>>> = {};
  private readonly overhead: number;
  /** Told of every change of `bytes` (the cache's accounting). */
  onResize: ((delta: number) => void) | null = null;

  constructor(
    readonly status: number,
    /** Lower-case names; never length, encoding, ETag or Vary (the sender sets those). */
    readonly headers: readonly (readonly [string, string])[],
    body: Buffer,
    /** `'sha256-…'` source expressions, one per distinct inline script. */
    readonly scriptHashes: readonly string[],
    /** Whether it may be kept and shared: 200 or 404, no cookie, every part of it rendered. */
    readonly storable: boolean,
  ) {
    this.identity = body;
    this.length = body.length;
    this.etag = status === 200 ? `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` : null;
    this.overhead =
      PAGE_OVERHEAD_BYTES +
      headers.reduce((sum, [name, value]) => sum + stringBytes(name) + stringBytes(value), 0) +
      scriptHashes.reduce((sum, hash) => sum + stringBytes(hash), 0);
  }

  /** Bytes held: every body kept and an estimate of the rest. */
  get bytes(): number {
    return (
      this.overhead +
      (this.identity?.length ?? 0) +
      (this.compressed.br?.length ?? 0) +
      (this.compressed.gzip?.length ?? 0)
    );
  }

  /** The bytes to send to a client accepting `encoding` (null: none), and the encoding they are in. */
  async body(encoding: Encoding | null): Promise<{ bytes: Buffer; encoding: Encoding | null }> {
    if (encoding === null || this.length < COMPRESS_FROM_BYTES) return { bytes: await this.plain(), encoding: null };
    const held = this.compressed[encoding];
    if (held) return { bytes: held, encoding };
    return { bytes: await (this.compressing[encoding] ??= this.compress(encoding)), encoding };
  }

  private async plain(): Promise<Buffer> {
    return this.identity ?? gunzipAsync(this.compressed.gzip!);
  }

  private async compress(encoding: Encoding): Promise<Buffer> {
    try {
      // The uncompressed bytes are only let go once both encodings are held, so they are here.
      const bytes = await compressors[encoding](this.identity!);
      const before = this.bytes;
      this.compressed[encoding] = bytes;
      if (this.compressed.br && this.compressed.gzip) this.identity = null;
      this.onResize?.(this.bytes - before);
      return bytes;
    } finally {
      delete this.compressing[encoding];
    }
  }
}
