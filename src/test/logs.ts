import { PassThrough } from 'node:stream';

/** A stream for a server's `logStream`, and what was written to it: the whole text, or the JSON lines' messages. */
export function logCapture() {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const text = () => chunks.join('');
  const messages = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { stream, text, messages };
}
