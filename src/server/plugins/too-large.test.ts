import { SERVER_TEXT } from '#src/shared/texts/server';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { TOO_LARGE_DRAIN_MAX_BYTES } from '#src/shared/constants';
import { signedInUser } from '#src/test/auth';
import { testAppForFile } from '#src/test/test-app';

/**
 * Issue 27 §3: a body over the size limit gets its 413 to the client every time. The server used to answer and close
 * at once, so a client still sending (a browser uploading a large photo) had its connection reset under it (EPIPE)
 * and showed a network error. A raw socket sends 10 MB the way a browser does — headers, then the body as fast as
 * the connection takes it — and must read a whole 413 answer, five times in a row.
 */
const t = testAppForFile({ template: 'empty' });

const TEN_MB = 10 * 1024 * 1024;

type Answer = { status: number; headers: Record<string, string>; body: string };

/**
 * One request over its own connection: `head` (request line and headers, without the blank line), then `body`
 * (bytes before the filler, e.g. a multipart part's headers), filler up to `total` bytes, and `tail`. Resolves with
 * the complete answer (status, headers, exactly Content-Length bytes of body) once the whole request has been sent;
 * rejects on any socket error (EPIPE, ECONNRESET) or if the server closes before both are done.
 */
function sendLarge(port: number, head: string, total: number, body = Buffer.alloc(0), tail = Buffer.alloc(0)) {
  return new Promise<Answer>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let answer: Answer | null = null;
    let sent = false;
    const finish = () => {
      if (answer && sent) {
        socket.destroy();
        resolve(answer);
      }
    };
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed: sent all ${sent}, answer ${JSON.stringify(answer)}`)));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (answer || end === -1) return;
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length']);
      if (received.length < end + 4 + length) return;
      answer = {
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: received.subarray(end + 4, end + 4 + length).toString('utf8'),
      };
      finish();
    });
    const filler = Buffer.alloc(64 * 1024, 'a');
    let left = total - body.length - tail.length;
    socket.write(`${head}\r\nContent-Length: ${total}\r\n\r\n`);
    socket.write(body);
    const pump = () => {
      while (left > 0) {
        const chunk = left >= filler.length ? filler : filler.subarray(0, left);
        left -= chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
      socket.write(tail, () => {
        sent = true;
        finish();
      });
    };
    pump();
  });
}

async function listening() {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as net.AddressInfo).port;
}

describe('a body over the size limit', () => {
  it('answers a 10 MB JSON body 413 in full, five times in a row, while the client sends all of it', async () => {
    const port = await listening();
    for (let i = 0; i < 5; i++) {
      const answer = await sendLarge(
        port,
        'POST /api/user/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json',
        TEN_MB,
      );
      expect(answer.status, `attempt ${i + 1}`).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: true });
    }
  });

  it('reads no more than its cap of a refused body: a client sending on and on is cut off', async () => {
    const port = await listening();
    const endless = sendLarge(
      port,
      'POST /api/user/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json',
      TOO_LARGE_DRAIN_MAX_BYTES * 4,
    );
    await expect(endless).rejects.toThrow(/EPIPE|ECONNRESET|closed/);
  });

  it('answers a 10 MB photo upload 413 with its message, five times in a row', async () => {
    const port = await listening();
    const shopper = await signedInUser(t);
    const boundary = '----kiranaTooLarge';
    const partHead = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photo.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const end = Buffer.from(`\r\n--${boundary}--\r\n`);
    for (let i = 0; i < 5; i++) {
      const answer = await sendLarge(
        port,
        'POST /api/user/upload HTTP/1.1\r\nHost: localhost\r\n' +
          `Authorization: ${shopper.headers.authorization}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}`,
        TEN_MB,
        partHead,
        end,
      );
      expect(answer.status, `attempt ${i + 1}`).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: true, msg: SERVER_TEXT.mediaApi.fileTooLarge(5) });
    }
  });
});
