// The graceful stop's two ways out besides a clean drain: a second signal exits at once, and a stop still busy
// after SHUTDOWN_TIMEOUT_SECONDS exits anyway, both with code 1. The signal handlers are called directly (no
// real signal), with `exit` and `log` injected, on a bare Fastify server listening on loopback.
import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Lifecycle } from '../../src/ops/lifecycle';
import { installGracefulStop, trackConnections, UNUSED_MS } from '../../src/ops/shutdown';

type Handler = (signal: NodeJS.Signals) => void;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A keep-alive request to the server; its connection stays open and idle until the server closes it. */
async function keptAlive(server: FastifyInstance) {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const agent = new Agent({ keepAlive: true });
  const socket = await new Promise<Socket>((done, fail) => {
    const request = get({ host: '127.0.0.1', port: address.port, path: '/', agent }, (response) => {
      response.resume();
      response.once('end', () => done(request.socket as Socket));
    });
    request.once('error', fail);
  });
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  cleanups.push(() => agent.destroy());
  return { closed };
}

/**
 * A server with the stop installed; `closeDatabase` waits for `release()`, so the stop can be held midway.
 * `beforeListen` runs before the server listens, `beforeInstall` once it listens, before the stop is installed.
 */
async function setUp(
  timeoutMs: number,
  beforeInstall: (server: FastifyInstance) => Promise<void> = async () => undefined,
  beforeListen: (server: FastifyInstance) => void = () => undefined,
) {
  const server = Fastify();
  server.get('/', async () => 'ok');
  beforeListen(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  await beforeInstall(server);
  const lifecycle = new Lifecycle();
  const lines: string[] = [];
  const exits: number[] = [];
  let exited: (code: number) => void = () => undefined;
  const exit = new Promise<number>((done) => (exited = done));
  let release: () => void = () => undefined;
  const databaseClosed = new Promise<void>((done) => (release = done));
  const before = new Set(process.listeners('SIGTERM'));
  const beforeInt = new Set(process.listeners('SIGINT'));
  installGracefulStop({
    server,
    lifecycle,
    closeDatabase: () => databaseClosed,
    timeoutMs,
    delayMs: 0,
    log: (line) => lines.push(line),
    exit: (code) => {
      exits.push(code);
      exited(code);
    },
  });
  const added = process.listeners('SIGTERM').filter((l) => !before.has(l)) as Handler[];
  const addedInt = process.listeners('SIGINT').filter((l) => !beforeInt.has(l)) as Handler[];
  expect(added).toHaveLength(1);
  const [onSignal] = added as [Handler];
  cleanups.push(async () => {
    release();
    for (const l of added) process.off('SIGTERM', l);
    for (const l of addedInt) process.off('SIGINT', l);
    await server.close();
  });
  return { server, lifecycle, lines, exits, exit, release, signal: onSignal };
}

describe('graceful stop', () => {
  it('the first signal drains and exits 0 once the pool has closed', async () => {
    const stop = await setUp(10_000);
    stop.signal('SIGTERM');
    expect(stop.lifecycle.draining).toBe(true);
    stop.release();
    expect(await stop.exit).toBe(0);
    expect(stop.exits).toEqual([0]);
    expect(stop.lines.at(-1)).toMatch(/^stop: done in \d+ ms$/);
  });

  it('a second signal exits 1 at once, while the first stop is still busy', async () => {
    const stop = await setUp(10_000);
    stop.signal('SIGTERM');
    expect(stop.exits).toEqual([]);
    stop.signal('SIGINT');
    // Synchronously, from the second handler call: nothing waits for the drain or the pool.
    expect(stop.exits).toEqual([1]);
    expect(stop.lines).toContain('stop: second SIGINT, exiting now');
  });

  it('a connection that never sends a request does not hold the stop (it is closed after a while)', async () => {
    const stop = await setUp(UNUSED_MS + 5_000);
    const address = stop.server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const silent = connect(address.port, '127.0.0.1');
    await new Promise<void>((done) => silent.once('connect', () => done()));
    const closed = new Promise<void>((done) => silent.once('close', () => done()));
    silent.on('error', () => undefined);
    stop.release();
    stop.signal('SIGTERM');
    expect(await stop.exit).toBe(0);
    await closed;
    expect(stop.lines.at(-1)).toMatch(/^stop: done in \d+ ms$/);
  }, 15_000);

  it('a keep-alive connection accepted before the connections were followed does not hold the stop', async () => {
    // A readiness probe's connection, accepted while the server finished starting (before the stop was
    // installed), kept a stop busy until its limit: now Node closes it once draining has lasted UNUSED_MS.
    let probe: { closed: Promise<void> } | undefined;
    const stop = await setUp(UNUSED_MS + 5_000, async (server) => void (probe = await keptAlive(server)));
    stop.release();
    const started = Date.now();
    stop.signal('SIGTERM');
    expect(await stop.exit).toBe(0);
    await probe?.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(UNUSED_MS - 100);
    expect(stop.lines.at(-1)).toMatch(/^stop: done in \d+ ms$/);
  }, 15_000);

  it('followed from before it listens (as src/main.ts does), that connection is closed at once', async () => {
    let probe: { closed: Promise<void> } | undefined;
    const stop = await setUp(
      UNUSED_MS + 5_000,
      async (server) => void (probe = await keptAlive(server)),
      (server) => void trackConnections(server),
    );
    stop.release();
    const started = Date.now();
    stop.signal('SIGTERM');
    expect(await stop.exit).toBe(0);
    await probe?.closed;
    expect(Date.now() - started).toBeLessThan(UNUSED_MS - 1_000);
  }, 15_000);

  it('a stop still busy after the timeout exits 1, saying what holds it', async () => {
    const stop = await setUp(200);
    const started = Date.now();
    stop.signal('SIGTERM');
    expect(await stop.exit).toBe(1);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(190);
    expect(took).toBeLessThan(5_000);
    expect(stop.exits).toEqual([1]);
    expect(stop.lines).toContainEqual(
      expect.stringMatching(
        /^stop: still busy after 0\.2 s \(closing the database pool\), exiting: \d+ connections open/,
      ),
    );
  });
});
