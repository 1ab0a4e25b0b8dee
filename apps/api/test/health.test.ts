// Health for the balancer, metrics for the monitoring system, and the request id, on both databases.
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../src/contract/contract';
import { Lifecycle } from '../src/ops/lifecycle';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';

const backends = await availableBackends();

describe.each(backends)('health and metrics on $name', (backend) => {
  const h = useHarness(backend);

  it('live answers 200; ready answers 200 with the database and migrations, 503 before migrations and while draining', async () => {
    const agent = await h.agent();
    expect((await agent.get('/health/live')).body).toEqual({ status: 'live' });
    expect((await agent.get('/health/ready')).body).toEqual({
      status: 'ready',
      database: true,
      migrations: true,
      draining: false,
    });
    const lifecycle = new Lifecycle({ migrated: false });
    const app = await h.build({ lifecycle });
    const direct = async () => {
      const reply = await app.server.inject({ method: 'GET', url: `${BASE_PATH}/health/ready` });
      return { status: reply.statusCode, body: reply.json(), connection: reply.headers.connection };
    };
    expect(await direct()).toMatchObject({ status: 503, body: { status: 'unavailable', migrations: false } });
    lifecycle.migrated = true;
    expect(await direct()).toMatchObject({ status: 200, body: { status: 'ready' } });
    lifecycle.draining = true;
    const draining = await direct();
    expect(draining).toMatchObject({
      status: 503,
      body: { status: 'draining', draining: true, database: true },
    });
    // Keep-alive callers are told to reconnect (to another instance) while this one drains.
    expect(draining.connection).toBe('close');
  });

  it('metrics: Prometheus text for a direct caller on this machine, 404 through a proxy or from elsewhere, a bearer token when set', async () => {
    const agent = await h.agent();
    await agent.get('/tests?requireAuth=false');
    await agent.get('/no/such/route', { unchecked: true });
    const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1', app = h.app) =>
      app.server.inject({ method: 'GET', url: `${BASE_PATH}/metrics`, headers, remoteAddress });
    const reply = await scrape();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = reply.body;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/elearning\/api\/tests",status="200"\} \d+/m,
    );
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/elearning\/api\/tests"\}/m,
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^# TYPE answer_batch_size histogram/m);
    expect(text).toMatch(/^# TYPE http_server_errors_total counter/m);
    expect((await scrape({ 'x-forwarded-for': '198.51.100.4' })).statusCode).toBe(404);
    expect((await scrape({}, '198.51.100.4')).statusCode).toBe(404);
    const guarded = await h.build({ metricsToken: 'scrape-secret-1' });
    expect((await scrape({}, '127.0.0.1', guarded)).statusCode).toBe(404);
    expect((await scrape({ authorization: 'Bearer wrong' }, '198.51.100.4', guarded)).statusCode).toBe(404);
    expect(
      (await scrape({ authorization: 'Bearer scrape-secret-1' }, '198.51.100.4', guarded)).statusCode,
    ).toBe(200);
  });

  it('request id: X-Request-Id from the balancer is kept and answered back; a missing or odd one is replaced', async () => {
    const agent = await h.agent();
    const given = await agent.get('/health/live', { headers: { 'x-request-id': 'lb-4f1c.77:a' } });
    expect(given.headers['x-request-id']).toBe('lb-4f1c.77:a');
    const odd = await agent.get('/health/live', { headers: { 'x-request-id': 'no spaces <allowed>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await agent.get('/health/live')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs: at LOG_LEVEL=info every request logs JSON lines whose reqId is the balancer's X-Request-Id; warn logs none", async () => {
    const logged = async (level: string) => {
      const lines: string[] = [];
      const app = await h.build({
        logger: { level, stream: { write: (line: string) => void lines.push(line) } },
      });
      await app.server.inject({
        method: 'GET',
        url: `${BASE_PATH}/health/live`,
        headers: { 'x-request-id': 'lb-7f3e.12' },
      });
      return lines.map(
        (line) => JSON.parse(line) as { reqId?: string; msg?: string; res?: { statusCode?: number } },
      );
    };
    const info = await logged('info');
    expect(info.map(({ reqId, msg }) => ({ reqId, msg }))).toEqual([
      { reqId: 'lb-7f3e.12', msg: 'incoming request' },
      { reqId: 'lb-7f3e.12', msg: 'request completed' },
    ]);
    expect(info[1]?.res?.statusCode).toBe(200);
    // The server's default level: no line per request (docs/deploy.md recommends info behind a balancer).
    expect(await logged('warn')).toEqual([]);
  });
});
