import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

type Encoding = 'br' | 'gzip';
/** `wire`: the answer as the schema gives it (what JSON.parse of `json` gives), frozen: every reader shares it. */
type Serialized = { wire: object; json?: string } & Partial<Record<Encoding, Buffer>>;

const serialized = new WeakMap<object, Serialized>();
/** Like @fastify/compress: smaller answers are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<Encoding, (json: string) => Buffer> = {
  // Quality 4, as @fastify/compress uses: close to gzip's speed, smaller output.
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => gzipSync(json),
};

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends a cached answer, checked against its response schema, turned into JSON and compressed once per cached
 * object and encoding: a cache hit then costs neither validation, serialisation nor compression. Fastify sends a
 * string with a JSON type as it is, and @fastify/compress leaves an answer with a Content-Encoding alone.
 */
export function sendCached<S extends z.ZodType<object>>(reply: FastifyReply, schema: S, value: z.output<S>) {
  const entry = serializedOf(schema, value);
  // Made when HTTP first asks: the page loaders' direct reads need no JSON.
  const json = (entry.json ??= JSON.stringify(entry.wire));
  reply.type('application/json; charset=utf-8');
  if (json.length < COMPRESS_FROM_BYTES) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  const headers = reply.request.headers;
  const encoding = headers['x-no-compression'] === undefined ? preferredEncoding(headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(json);
  const body = (entry[encoding] ??= compressors[encoding](json));
  return reply.header('content-encoding', encoding).send(body);
}

function serializedOf<S extends z.ZodType<object>>(schema: S, value: z.output<S>): Serialized {
  let entry = serialized.get(value);
  if (entry === undefined) {
    entry = { wire: deepFreeze(schema.parse(value)) };
    serialized.set(value, entry);
  }
  return entry;
}

/**
 * The cached answer as the server's own page loaders get it instead of its JSON (src/server/lib/in-process-api.ts):
 * the schema's output, made once per cached object and shared, so it is frozen — a loader that changed it would
 * change every later answer; it throws instead.
 */
export function wireValueOf<S extends z.ZodType<object>>(schema: S, value: z.output<S>): object {
  return serializedOf(schema, value).wire;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
