import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LiveHub, type ListenConnection } from './live';

/**
 * The live count's LISTEN connection on PostgreSQL (decision 057): a client of its own beside the pool, so a pool of
 * one is never left without a connection for queries. A stand-in client that, like pg's, throws when ended twice: an
 * error after the hub stopped listening (the database restarted, the test dropped it) must not end it again — a
 * second release of the pool's client threw from the client's event, uncaught, and stopped the process.
 */
class ListenClient extends EventEmitter {
  ends = 0;
  queries: string[] = [];
  async query(sql: string) {
    this.queries.push(sql);
  }
  async end() {
    this.ends += 1;
    if (this.ends > 1) throw new Error('Client was closed and is not queryable');
  }
}

function hubOn(client: ListenClient, opened = { count: 0 }) {
  // The app's pool is never asked: the hub opens its own connection.
  const pool = {
    connect: async () => {
      throw new Error('the LISTEN connection must not come from the pool');
    },
  };
  const app = { db: { $client: pool }, log: { warn: () => undefined } } as unknown as FastifyInstance;
  return new LiveHub(app, async () => {
    opened.count += 1;
    return client as unknown as ListenConnection;
  });
}

describe('live count: the LISTEN connection', () => {
  it('is its own, and is ended once when the server stops; an error after that is heard, not a second end', async () => {
    const client = new ListenClient();
    const opened = { count: 0 };
    const hub = hubOn(client, opened);
    await hub.listen();
    expect(opened.count).toBe(1);
    expect(client.queries).toEqual(['LISTEN kirana_live']);
    await hub.close();
    expect(client.queries).toEqual(['LISTEN kirana_live', 'UNLISTEN kirana_live']);
    expect(client.ends).toBe(1);
    expect(() => client.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
    expect(client.ends).toBe(1);
  });

  it('a lost connection is ended once even if it errs twice', async () => {
    const client = new ListenClient();
    const hub = hubOn(client);
    await hub.listen();
    client.emit('error', new Error('terminating connection due to administrator command'));
    client.emit('error', new Error('again'));
    expect(client.ends).toBe(1);
    await hub.close();
    expect(client.ends).toBe(1);
  });
});
