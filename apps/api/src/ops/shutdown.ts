// Graceful stop. The first SIGTERM (or SIGINT): readiness answers 503 at once and every answer carries
// Connection: close; after `delayMs` (time for a balancer's health checks to notice) the listener closes, so new
// connections are refused, and idle keep-alive ones are closed; requests in flight finish, and with them the answer batches they wait on; then the pool
// closes and the process exits 0. Past `timeoutMs` it exits 1 whatever is left; a second signal exits 1 at once.
import { Server } from 'node:net';
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

export function installGracefulStop(options: GracefulStopOptions): void {
  const { server, lifecycle, timeoutMs, delayMs } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`stop: second ${signal}, exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    lifecycle.draining = true;
    const started = Date.now();
    log(`stop: ${signal}, draining (readiness 503; at most ${timeoutMs / 1000} s)`);
    const deadline = setTimeout(() => {
      log(`stop: still busy after ${timeoutMs / 1000} s, exiting`);
      exit(1);
    }, timeoutMs);
    void (async () => {
      if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
      options.beforeClose?.();
      // Stop accepting first, without touching open connections: a connection accepted a moment ago may not
      // have delivered its request yet, and closing it as idle would drop that request. Then, after a short
      // grace, close the idle ones; the busy ones close after their answer (Connection: close while draining).
      const http = server.server;
      const ended = new Promise<void>((done) => Server.prototype.close.call(http, () => done()));
      await new Promise((done) => setTimeout(done, 250));
      http.closeIdleConnections();
      await ended;
      // Fastify's own close (onClose hooks); the listener is already closed.
      await server.close();
      const settled = await batchesSettled(Math.max(0, timeoutMs - (Date.now() - started)));
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
