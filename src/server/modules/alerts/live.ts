import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Database } from '#src/db/client';
import { AppError, badRequest } from '#src/server/lib/app-error';
import { LIVE_HEARTBEAT_MS, LIVE_STREAMS_PER_USER, type OrderStatus } from '#src/shared/constants';
import { NOTIFY_ERROR_TEXT } from '#src/shared/texts/notify';

/**
 * The back office's live order count (issue 31 §1, docs/decisions/057). The orders table's trigger (migration 0044)
 * NOTIFYs `kirana_live` in the order's own transaction, so the database delivers it at commit and never for a rolled-back change; every server LISTENs
 * (PGlite: the embedded client; PostgreSQL: a connection of its own beside the pool) and writes it to its open
 * server-sent event streams. With several servers on one PostgreSQL, each hears every commit: no shared memory needed.
 */
export const LIVE_CHANNEL = 'kirana_live';

export type LiveEvent = { kind: 'placed' | 'status'; orderId: number; status: OrderStatus };

type Stream = { userId: number; reply: FastifyReply; heartbeat: NodeJS.Timeout };

/** The one connection a server LISTENs on (PostgreSQL): a client of its own, ended once. */
export type ListenConnection = Pick<pg.Client, 'query' | 'on' | 'off' | 'end'>;
type OpenConnection = () => Promise<ListenConnection>;

export class LiveHub {
  private readonly streams = new Set<Stream>();
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;

  /** `openConnection`: how to open the PostgreSQL connection to LISTEN on (tests give a stand-in). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly openConnection?: OpenConnection,
  ) {}

  /** Subscribes to the database's notifications. */
  async listen(): Promise<void> {
    const client = (this.app.db as unknown as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      this.stopListening = await client.listen(LIVE_CHANNEL, (payload) => this.publish(payload));
      return;
    }
    // A client of its own beside the pool: LISTEN holds its connection for the server's life, so one taken from the
    // pool would leave a pool of one (the bench's in-process scripts, `DATABASE_POOL_SIZE=1`) with nothing for
    // queries — every request then waited for a free client and failed.
    const open = this.openConnection ?? this.app.database.openClient;
    if (!open) return;
    await this.listenOn(open);
  }

  private async listenOn(open: OpenConnection): Promise<void> {
    if (this.closed) return;
    let connection: ListenConnection;
    try {
      connection = await open();
    } catch (error) {
      this.app.log.warn({ err: error }, 'live: cannot listen yet; trying again');
      this.retry(open);
      return;
    }
    const onNotice = (message: pg.Notification) => {
      if (message.channel === LIVE_CHANNEL && message.payload) this.publish(message.payload);
    };
    // The connection is ended once: a lost connection's error can come after the server stopped listening.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      connection.off('notification', onNotice);
      connection.off('error', onLost);
      // Still heard after: a late error of an ended client must not be an unheard `error` event.
      connection.on('error', () => undefined);
      void connection.end().catch(() => undefined);
    };
    // A lost connection (decision 038): said in the log as the pool's are, ended, and listened again on a new one.
    const onLost = (error?: Error) => {
      if (error && !ended) this.app.log.warn({ err: error }, 'live: database connection lost; listening again');
      end();
      this.stopListening = null;
      this.retry(open);
    };
    connection.on('notification', onNotice);
    connection.on('error', onLost);
    try {
      await connection.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      this.app.log.warn({ err: error }, 'live: LISTEN failed; trying again');
      onLost();
      return;
    }
    if (this.closed) return end();
    this.stopListening = async () => {
      connection.off('notification', onNotice);
      await connection.query(`UNLISTEN ${LIVE_CHANNEL}`).catch(() => undefined);
      end();
    };
  }

  private retry(open: OpenConnection): void {
    if (this.closed) return;
    setTimeout(() => void this.listenOn(open), 5_000).unref();
  }

  /** Writes one event to every open stream. */
  publish(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    const frame = `event: order\ndata: ${JSON.stringify(event)}\n\n`;
    for (const stream of this.streams) stream.reply.raw.write(frame);
  }

  /** Answers the request with an event stream that stays open until the tab closes it or the server stops. */
  open(request: FastifyRequest, reply: FastifyReply): void {
    const userId = request.authUser!.id;
    // A stream is for a reader that asked for one (EventSource, the shell's reader): any other request answers at once.
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      throw badRequest(NOTIFY_ERROR_TEXT.liveAccept);
    }
    if (this.closed) throw new AppError('UNAVAILABLE', NOTIFY_ERROR_TEXT.liveClosing);
    const mine = [...this.streams].filter((stream) => stream.userId === userId).length;
    if (mine >= LIVE_STREAMS_PER_USER) throw new AppError('TOO_MANY_REQUESTS', NOTIFY_ERROR_TEXT.tooManyStreams);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      connection: 'keep-alive',
      // nginx would buffer the stream otherwise.
      'x-accel-buffering': 'no',
    });
    // The tab reconnects 5 s after a drop (EventSource's own rule; our fetch reader follows it too).
    reply.raw.write(`retry: 5000\n: connected\n\n`);
    const heartbeat = setInterval(() => reply.raw.write(': heartbeat\n\n'), LIVE_HEARTBEAT_MS);
    heartbeat.unref();
    const stream: Stream = { userId, reply, heartbeat };
    this.streams.add(stream);
    reply.raw.on('close', () => this.drop(stream));
  }

  private drop(stream: Stream): void {
    clearInterval(stream.heartbeat);
    this.streams.delete(stream);
  }

  /** How many streams are open (tests). */
  get size(): number {
    return this.streams.size;
  }

  /** Ends every stream (the server is stopping: it must not wait for tabs that never hang up). */
  endAll(): void {
    this.closed = true;
    for (const stream of this.streams) {
      this.drop(stream);
      stream.reply.raw.end();
    }
  }

  async close(): Promise<void> {
    this.endAll();
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop) await stop().catch(() => undefined);
  }
}

// The hub of each app's database: a route's `request.server` is its plugin scope, not the app, but has the same db.
const hubs = new WeakMap<Database, LiveHub>();

/** The app's hub (its routes and its shutdown). */
export const liveHubOf = (app: FastifyInstance): LiveHub | undefined => hubs.get(app.db);

/** Starts listening; streams end when the server starts to close (main.ts calls `endLiveStreams` first). */
export async function startLive(app: FastifyInstance): Promise<void> {
  const hub = new LiveHub(app);
  hubs.set(app.db, hub);
  await hub.listen();
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => {
    await hub.close();
    if (hubs.get(app.db) === hub) hubs.delete(app.db);
  });
}

/** SIGTERM: end the open streams at once, so the server's close is not held by them (main.ts). */
export function endLiveStreams(app: FastifyInstance): void {
  hubs.get(app.db)?.endAll();
}
