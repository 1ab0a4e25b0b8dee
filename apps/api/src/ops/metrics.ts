// Prometheus metrics (prom-client): requests by route and status, latency per route, server errors, the
// database pool, answer batches and event-loop lag (prom-client's default Node metrics). One registry per
// process: every app built in the process (the tests build many) counts into it.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { batchObservers } from '../db/batcher';
import type { Database } from '../db/client';
import type { Lifecycle } from './lifecycle';

export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  errors: Counter<'method' | 'route' | 'status'>;
}

let shared: Metrics | undefined;

export function processMetrics(): Metrics {
  if (shared) return shared;
  const registry = new Registry();
  // Event-loop lag (nodejs_eventloop_lag_*), heap, GC, CPU and file descriptors.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const batchSize = new Histogram({
    name: 'answer_batch_size',
    help: 'Answers written per batch (one statement, one commit)',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });
  const batchWait = new Histogram({
    name: 'answer_batch_wait_seconds',
    help: 'Time an answer waited in the queue before its batch was written',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
    registers: [registry],
  });
  batchObservers.add(({ size, waitMs }) => {
    batchSize.observe(size);
    batchWait.observe(waitMs / 1000);
  });
  shared = {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route template and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route template',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'http_server_errors_total',
      help: 'Answers with a 5xx status, by route template',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
  };
  return shared;
}

/** Pool and lifecycle gauges, read at each scrape. */
export function watchDatabase(database: Database, lifecycle: Lifecycle): void {
  const { registry } = processMetrics();
  const stats = database.poolStats;
  if (stats && !registry.getSingleMetric('db_pool_connections')) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (total, idle, max) and queries waiting for one (waiting)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
        this.set({ state: 'max' }, s.max);
      },
    });
  }
  if (!registry.getSingleMetric('app_ready')) {
    new Gauge({
      name: 'app_ready',
      help: '1 when migrations are done and the instance is not draining',
      registers: [registry],
      collect() {
        this.set(lifecycle.migrated && !lifecycle.draining ? 1 : 0);
      },
    });
  }
}

/** Counts every answer by the route template it matched (`unmatched` for 404s, so paths cannot explode labels). */
export function registerRequestMetrics(server: FastifyInstance): void {
  const metrics = processMetrics();
  server.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    const labels = { method: request.method, route };
    metrics.requests.inc({ ...labels, status });
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.errors.inc({ ...labels, status });
  });
}
