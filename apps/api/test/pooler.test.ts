// Behind PgBouncer in transaction mode (Debian's 1.18): the hot statements are named prepared statements on a
// direct connection, which such a pooler breaks; DATABASE_POOLER=transaction sends them unnamed. And the
// housekeeping lease: once per interval, whichever of several instances asks first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { seedTests } from '../src/db/seed/seed';
import { users } from '../src/db/schema';
import { claimJobRun, ensureJobLeases } from '../src/ops/jobs';
import { createSession, findSession } from '../src/services/sessions';
import { DEFAULT_SESSION_LIMITS } from '../src/config';
import { clusterMissing, freshDatabase, startPgBouncer } from './support/cluster';
import { fixtureTests } from './support/fixtures';

const missing = await clusterMissing();
if (missing && process.env.CI) throw new Error(`[pooler tests] ${missing}`);
if (missing) console.warn(`\n[pooler tests] SKIPPED: ${missing}\n`);
const run = missing ? describe.skip : describe;

run('PostgreSQL behind PgBouncer in transaction mode', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  const dir = mkdtempSync(join(tmpdir(), 'api-pooler-'));
  const tokens: string[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    const direct = await openDatabase({ kind: 'postgres', url: db.url });
    await direct.migrate(async (tx) => {
      await ensureJobLeases(tx);
      await seedTests(tx, fixtureTests, () => undefined);
    });
    const created = await direct.db
      .insert(users)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          email: `pooler-${i}@example.org`,
          firstName: 'P',
          lastName: String(i),
          passwordHash: 'none',
          status: 'ACTIVE' as const,
        })),
      )
      .returning({ id: users.id });
    for (const u of created) tokens.push(await createSession(direct.db, u.id, 'cookie', new Date()));
    await direct.close();
    bouncer = await startPgBouncer(db.url, dir);
  }, 60_000);

  afterAll(async () => {
    await bouncer?.stop();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function lookups(database: Database): Promise<string[]> {
    const errors: string[] = [];
    await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        findSession(database.db, tokens[i % tokens.length] ?? '', new Date(), DEFAULT_SESSION_LIMITS).then(
          (found) => {
            if (!found) errors.push('session not found');
          },
          (error: Error) => errors.push(error.message),
        ),
      ),
    );
    return errors;
  }

  it('named prepared statements break through the pooler (the failure the setting exists for)', async () => {
    const named = await openDatabase({ kind: 'postgres', url: bouncer.url, poolSize: 8 });
    try {
      const errors = await lookups(named);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.join('\n')).toMatch(/prepared statement/);
    } finally {
      await named.close();
    }
  });

  it('DATABASE_POOLER=transaction: every statement unnamed, every lookup answers', async () => {
    const unnamed = await openDatabase({
      kind: 'postgres',
      url: bouncer.url,
      poolSize: 8,
      pooler: 'transaction',
    });
    try {
      expect(await lookups(unnamed)).toEqual([]);
    } finally {
      await unnamed.close();
    }
  });

  it('a job runs once per interval, whichever of three instances asks first', async () => {
    const instances = await Promise.all(
      [0, 1, 2].map(() =>
        openDatabase({ kind: 'postgres', url: bouncer.url, poolSize: 2, pooler: 'transaction' }),
      ),
    );
    try {
      const hour = 3_600_000;
      const t0 = new Date('2030-01-01T00:00:00Z');
      const claims = async (at: Date) =>
        (await Promise.all(instances.map((i) => claimJobRun(i.db, 'test-job', hour, at)))).filter(Boolean)
          .length;
      expect(await claims(t0)).toBe(1);
      expect(await claims(new Date(t0.getTime() + hour / 2))).toBe(0);
      expect(await claims(new Date(t0.getTime() + hour))).toBe(1);
      expect(await claims(new Date(t0.getTime() + hour + 1000))).toBe(0);
    } finally {
      for (const i of instances) await i.close();
    }
  });
});
