import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, openDatabase, type Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createSession, findSession } from '../../src/services/sessions';

// The hot statements (the answer save) run by name: parsed once per PGlite instance, then bound and executed.
describe('executePrepared on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  const square = (n: number, when: Date) =>
    executePrepared<{ n: number; square: number; later: boolean; list: number[] }>(
      database.db,
      'bench_square',
      sql`SELECT ${n}::int AS n, ${n}::int * ${n}::int AS square,
        ${when.toISOString()}::timestamptz > '2026-01-01'::timestamptz AS later, ${`{${n},${n + 1}}`}::int[] AS list`,
    );

  it('parses the statement once by name and binds new parameters on every run', async () => {
    expect(await square(3, new Date('2026-11-24T00:00:00Z'))).toEqual([
      { n: 3, square: 9, later: true, list: [3, 4] },
    ]);
    expect(await square(4, new Date('2025-11-24T00:00:00Z'))).toEqual([
      { n: 4, square: 16, later: false, list: [4, 5] },
    ]);
    const named = await database.db.execute(
      sql`SELECT name FROM pg_prepared_statements WHERE name = 'bench_square'`,
    );
    expect((named as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'bench_square' }]);
  });

  it('reports an error and leaves the engine usable', async () => {
    const error = (await executePrepared(database.db, 'bench_divide', sql`SELECT 1 / ${0}::int AS x`).catch(
      (e: unknown) => e,
    )) as { code?: string; cause?: { code?: string } };
    // The SQLSTATE is where the error handler looks (the error itself or its cause).
    expect(error.code ?? error.cause?.code).toBe('22012');
    expect(await square(5, new Date())).toMatchObject([{ square: 25 }]);
    const tx = await database.db.transaction(async (t) => t.execute(sql`SELECT 2 AS two`));
    expect((tx as unknown as { rows: unknown[] }).rows).toEqual([{ two: 2 }]);
  });

  it('finds a session with its user through the named look-up, typed as drizzle would map it', async () => {
    await database.migrate();
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'named@example.org',
        firstName: 'Ada',
        lastName: 'L',
        passwordHash: 'x',
        status: 'ACTIVE',
      })
      .returning();
    const now = new Date();
    const token = await createSession(database.db, user!.id, 'cookie', now);
    const found = await findSession(database.db, token, now);
    expect(found?.user).toEqual(user);
    expect(found?.user.createdAt).toBeInstanceOf(Date);
    expect(found?.session).toMatchObject({ userId: user!.id, kind: 'cookie', viaTemporaryPassword: false });
    const named = await database.db.execute(
      sql`SELECT name FROM pg_prepared_statements WHERE name = 'find_session'`,
    );
    expect((named as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'find_session' }]);
  }, 120_000);
});
