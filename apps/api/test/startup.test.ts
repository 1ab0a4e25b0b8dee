// The server process itself: start-up refusals in production, loopback by default, and the compiled build
// running under plain node in production mode.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, readTrustProxy } from '../src/config';
import { API_DIR } from '../src/paths';

const base = { PATH: process.env.PATH, HOME: process.env.HOME };

function runSource(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('start-up settings', () => {
  it('production: refuses to start without SMTP_URL, in one line naming it', () => {
    const run = runSource({ NODE_ENV: 'production', PAYMENTS: 'disabled' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Not starting: SMTP_URL is required in production (mail cannot go to the demo outbox)',
    ]);
  });

  it('production: refuses to start without PayPal credentials unless PAYMENTS=disabled', () => {
    const run = runSource({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Not starting: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required/,
    );
    expect(() =>
      readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', PAYMENTS: 'disabled' }),
    ).not.toThrow();
  });

  it('demo: listens on 127.0.0.1 unless HOST is set', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({}).mode).toBe('demo');
  });

  it('medium: proxy trust — TRUST_PROXY is a hop count or an address list, never "trust anyone"', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('1')).toBe(1);
    expect(readTrustProxy('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(() => readTrustProxy('true')).toThrow(/hops/);
    expect(
      readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', PAYMENTS: 'disabled' }).secureCookies,
    ).toBe(true);
    expect(readConfig({}).secureCookies).toBe(false);
  });

  it('also: session idle and absolute limits are settings', () => {
    const config = readConfig({ SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '12' });
    expect(config.sessions).toEqual({ idleMs: 15 * 60_000, absoluteMs: 12 * 3_600_000 });
    expect(() => readConfig({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('also: TEST_FIXED_ORDER keeps the seed order of named tests, for tests only; production refuses it', () => {
    expect(readConfig({}).fixedOrder).toEqual([]);
    expect(readConfig({ TEST_FIXED_ORDER: 'kafka-fundamentals, other' }).fixedOrder).toEqual([
      'kafka-fundamentals',
      'other',
    ]);
    expect(readConfig({ TEST_FIXED_ORDER: 'all' }).fixedOrder).toBe('all');
    expect(() =>
      readConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://x',
        PAYMENTS: 'disabled',
        TEST_FIXED_ORDER: 'kafka-fundamentals',
      }),
    ).toThrow(/TEST_FIXED_ORDER is a test-only setting/);
  });

  it('also: the PostgreSQL pool size is a setting', () => {
    const url = 'postgres://db/x';
    expect(readConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20' }).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: 20,
    });
    expect(readConfig({ DATABASE_URL: url }).database).toMatchObject({ poolSize: undefined });
    expect(() => readConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('behind a transaction-mode pooler: refuses to start without DATABASE_MIGRATION_URL, in one line naming both', () => {
    const pooled = { DATABASE_URL: 'postgres://pgbouncer:6432/x', DATABASE_POOLER: 'transaction' };
    // The migration lock is a session advisory lock: through the pooler it would be taken on one server
    // connection and released (or left held) on another.
    expect(() => readConfig(pooled)).toThrow(ConfigError);
    expect(() => readConfig(pooled)).toThrow(
      /^DATABASE_POOLER=transaction needs DATABASE_MIGRATION_URL[^\n]*$/,
    );
    expect(readConfig({ ...pooled, DATABASE_MIGRATION_URL: 'postgres://db:5432/x' }).database).toMatchObject({
      pooler: 'transaction',
      migrationUrl: 'postgres://db:5432/x',
    });
    // Without PostgreSQL (PGlite) the setting has nothing to act on.
    expect(readConfig({ DATABASE_POOLER: 'transaction' }).database.kind).toBe('pglite');
  });

  it('production: refuses to take payments without the seller details receipts print', () => {
    const paypal = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(() => readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', ...paypal })).toThrow(
      /SELLER_NAME, SELLER_ADDRESS and SELLER_EMAIL are required in production/,
    );
    const seller = {
      SELLER_NAME: 'Kafka Learning SAS',
      SELLER_ADDRESS: '1 rue A | 75001 Paris',
      SELLER_EMAIL: 'b@x.org',
    };
    expect(readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', ...paypal, ...seller }).seller).toEqual(
      {
        name: 'Kafka Learning SAS',
        address: '1 rue A\n75001 Paris',
        email: 'b@x.org',
        taxId: null,
      },
    );
  });

  it('production: the compiled server runs under plain node with no outbox, no demo learner, no sandbox', async () => {
    const build = spawnSync('npm', ['run', 'build'], { cwd: API_DIR, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = spawn(process.execPath, [join(API_DIR, 'dist/main.js')], {
      env: {
        ...base,
        NODE_ENV: 'production',
        PORT: String(port),
        PGLITE_DATA_DIR: 'memory://',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PAYMENTS: 'disabled',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    try {
      const api = `http://127.0.0.1:${port}/elearning/api`;
      const deadline = Date.now() + 45_000;
      while (!output.includes('listening')) {
        if (Date.now() > deadline || server.exitCode !== null) throw new Error(output);
        await new Promise((done) => setTimeout(done, 200));
      }
      expect(output).toMatch(/Production mode/);
      expect(output).not.toMatch(/Demo learner/);
      expect((await fetch(`${api}/dev/outbox?to=demo@kafka-learning.dev`)).status).toBe(404);
      expect((await fetch(`${api}/dev/payments/advance`, { method: 'POST' })).status).toBe(404);
      expect(await (await fetch(`${api}/payments/config`)).json()).toEqual({
        provider: 'disabled',
        demo: false,
        currency: 'USD',
      });
      const tests = (await (await fetch(`${api}/tests?requireAuth=false`)).json()) as { data: unknown[] };
      expect(tests.data.length).toBeGreaterThan(0);
    } finally {
      server.kill('SIGTERM');
    }
  }, 90_000);
});
