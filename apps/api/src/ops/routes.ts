// The routes a balancer and a monitoring system call: liveness, readiness and the Prometheus scrape. They are in
// openapi.yaml (tag Operations) but registered here rather than through the router: they answer 503 and plain
// text, need no session, and must keep answering while the instance drains.
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BASE_PATH } from '../contract/contract';
import type { Db } from '../db/client';
import type { Lifecycle } from './lifecycle';
import { processMetrics } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may scrape: with METRICS_TOKEN, a caller sending it as a bearer token; without one, only a direct caller on
 * this machine (a loopback peer that came through no proxy). The balancer refuses the path as well (docs/deploy.md).
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(sent);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      db.execute(sql`SELECT 1`).then(() => true),
      new Promise<boolean>((done) => (timer = setTimeout(() => done(false), timeoutMs))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerOpsRoutes(
  server: FastifyInstance,
  options: { db: Db; lifecycle: Lifecycle; metricsToken?: string },
): void {
  const { db, lifecycle } = options;
  server.get(`${BASE_PATH}/health/live`, async (_request, reply) => reply.code(200).send({ status: 'live' }));
  server.get(`${BASE_PATH}/health/ready`, async (_request, reply) => {
    const database = await databaseAnswers(db, 2000);
    const ready = database && lifecycle.migrated && !lifecycle.draining;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : lifecycle.draining ? 'draining' : 'unavailable',
      database,
      migrations: lifecycle.migrated,
      draining: lifecycle.draining,
    });
  });
  server.get(`${BASE_PATH}/metrics`, async (request, reply) => {
    if (!mayScrape(request, options.metricsToken))
      // Answered as if the path did not exist: nothing tells a stranger that a scrape endpoint is there.
      return reply
        .code(404)
        .send({ success: false, code: 'NOT_FOUND', message: `Not found: GET ${request.url}` });
    const { registry } = processMetrics();
    return reply
      .code(200)
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
