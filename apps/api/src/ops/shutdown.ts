// Graceful stop. The first SIGTERM (or SIGINT): readiness answers 503 at once and every answer carries
// Connection: close; after `delayMs` (time for a balancer's health checks to notice) the listener closes, so new
// connections are refused, and idle keep-alive ones (and any silent for UNUSED_MS) are closed; requests in flight finish, and with them the answer batches they wait on; then the pool
// closes and the process exits 0. Past `timeoutMs` it exits 1 whatever is left; a second signal exits 1 at once.
// The server's connections are followed from before it listens (`trackConnections`, src/main.ts): one accepted
// earlier than that, unknown to the drain, would hold a stop until its limit.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { batchesSettled } from '../db/batcher';
import type { Lifecycle } from './lifecycle';

export interface GracefulStopOptions {
  server: FastifyInstance;
  lifecycle: Lifecycle;
  closeDatabase: () => Promise<void>;
  /** Stop periodic jobs and the like before the pool closes. */
  beforeClose?: () => void;
  timeoutMs: number;
  delayMs: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

/** How long, while draining, a connection may stay open without delivering a request. */
export const UNUSED_MS = 3_000;

type Connections = Map<Socket, { served: number; busy: boolean; since: number }>;
const tracked = new WeakMap<HttpServer, Connections>();

/**
 * Follows the server's connections for the drain: which have answered a request and wait for the next (keep-alive
 * idle, the only ones closed at once while draining), which have a request in flight, which none yet. Call it
 * before the server listens: a connection accepted earlier is not seen here (a readiness probe's keep-alive
 * connection, accepted while the server finished starting, kept a stop in 'closing connections' until its limit).
 * `installGracefulStop` calls it too; the same server gets the same record.
 */
export function trackConnections(server: FastifyInstance): Connections {
  const http = server.server;
  const known = tracked.get(http);
  if (known) return known;
  // A connection that has not delivered its first request yet is left to deliver it (under load that can take
  // longer than any fixed grace), and one with a request in flight closes after its answer.
  const connections: Connections = new Map();
  tracked.set(http, connections);
  http.on('connection', (socket: Socket) => {
    connections.set(socket, { served: 0, busy: false, since: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  http.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.busy = true;
    state.served++;
    response.once('close', () => (state.busy = false));
  });
  return connections;
}

export function installGracefulStop(options: GracefulStopOptions): void {
  const { server, lifecycle, timeoutMs, delayMs } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const connections = trackConnections(server);
  // While draining, a connection that has delivered no request for UNUSED_MS is closed too: a balancer sends its
  // request as soon as it has connected, so one silent that long is not about to (a client's spare connection),
  // and left open it holds the stop until Node's headers timeout, past SHUTDOWN_TIMEOUT_SECONDS.
  // Past UNUSED_MS of draining the same holds for connections not followed here (one accepted before tracking
  // began, if a caller installed this late): Node closes those with no request in progress.
  const closeKeptAlive = (drainingSince: number) => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      const idle = state.served > 0 && !state.busy;
      const unused = state.served === 0 && now - Math.max(state.since, drainingSince) >= UNUSED_MS;
      if (idle || unused) socket.destroySoon();
    }
    if (now - drainingSince >= UNUSED_MS) server.server.closeIdleConnections();
  };
  const describeConnections = () => {
    let busy = 0;
    let unused = 0;
    for (const state of connections.values()) {
      if (state.busy) busy++;
      else if (state.served === 0) unused++;
    }
    return `${connections.size} connections open (${busy} with a request in flight, ${unused} without a request yet)`;
  };
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`stop: second ${signal}, exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    lifecycle.draining = true;
    let stage = 'waiting before closing the listener';
    const started = Date.now();
    log(`stop: ${signal}, draining (readiness 503; at most ${timeoutMs / 1000} s)`);
    const deadline = setTimeout(() => {
      log(`stop: still busy after ${timeoutMs / 1000} s (${stage}), exiting: ${describeConnections()}`);
      exit(1);
    }, timeoutMs);
    void (async () => {
      if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
      options.beforeClose?.();
      // Stop accepting first, without touching open connections (Node's http close would also close every
      // connection it counts as idle, including one accepted a moment ago whose request is not read yet). Then
      // close kept-alive idle connections until none is left; busy ones close after their answer (Connection:
      // close while draining).
      const http = server.server;
      let ended = false;
      stage = 'closing connections';
      Server.prototype.close.call(http, () => (ended = true));
      const drainingSince = Date.now();
      while (!ended) {
        closeKeptAlive(drainingSince);
        await new Promise((done) => setTimeout(done, 50));
      }
      // Fastify's own close (onClose hooks); the listener is already closed.
      stage = 'closing the server';
      await server.close();
      stage = 'waiting for answer batches';
      const settled = await batchesSettled(Math.max(0, timeoutMs - (Date.now() - started)));
      stage = 'closing the database pool';
      await options.closeDatabase();
      clearTimeout(deadline);
      log(`stop: done in ${Date.now() - started} ms${settled ? '' : ' (answer batches still pending)'}`);
      exit(settled ? 0 : 1);
    })().catch((error: unknown) => {
      log(`stop: failed: ${error instanceof Error ? error.message : String(error)}`);
      exit(1);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
