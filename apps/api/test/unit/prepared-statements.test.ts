import { eq, Param, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatement, openDatabase, type Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createSession, findSession } from '../../src/services/sessions';

// The hot statements (the answer save) run by name: parsed once per PGlite instance, then bound and executed.
describe('namedStatement on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  let builds = 0;
  const squareStatement = namedStatement<
    'n' | 'when' | 'list',
    { n: number; square: number; later: boolean; list: number[] }
  >('bench_square', ['n', 'when', 'list'], ({ n, when, list }) => {
    builds += 1;
    return sql`SELECT ${n}::int AS n, ${n}::int * ${n}::int AS square,
        ${when}::timestamptz > ${'2026-01-01'}::timestamptz AS later, ${list}::int[] AS list`;
  });
  const square = (n: number, when: Date) =>
    squareStatement(database.db, { n, when: when.toISOString(), list: `{${n},${n + 1}}` });

  it('builds the text once, parses it once by name and binds new values on every run', async () => {
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
    expect(builds).toBe(1);
  });

  it('maps a value bound to a column through that column, on every call', async () => {
    const shout = { mapToDriverValue: (value: unknown) => String(value).toUpperCase() };
    const echo = namedStatement<'word', { word: string }>(
      'bench_mapped',
      ['word'],
      ({ word }) => sql`SELECT ${new Param(word, shout)}::text AS word`,
    );
    expect(await echo(database.db, { word: 'kafka' })).toEqual([{ word: 'KAFKA' }]);
    expect(await echo(database.db, { word: 'topic' })).toEqual([{ word: 'TOPIC' }]);
  });

  it('reports an error and leaves the engine usable', async () => {
    const divide = namedStatement<'zero', unknown>(
      'bench_divide',
      ['zero'],
      ({ zero }) => sql`SELECT 1 / ${zero}::int AS x`,
    );
    const error = (await divide(database.db, { zero: 0 }).catch((e: unknown) => e)) as {
      code?: string;
      cause?: { code?: string };
    };
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

// Every drizzle query on PGlite (not only the hot ones) runs as a statement parsed once by name, inside
// transactions too; results, errors and rollbacks must be what PGlite's own `query()` gives.
describe('drizzle queries on PGlite through named statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await database.migrate();
  }, 120_000);
  afterAll(() => database.close());

  const prepared = async (pattern: string) =>
    (
      (await database.db.execute(
        sql`SELECT statement FROM pg_prepared_statements WHERE statement ILIKE ${pattern}`,
      )) as unknown as { rows: { statement: string }[] }
    ).rows.map((row) => row.statement);

  const ada = (email: string) => ({
    email,
    firstName: 'Ada',
    lastName: 'L',
    passwordHash: 'x',
    status: 'ACTIVE' as const,
  });

  it('maps rows as drizzle expects (dates, nulls, arrays of fields) and parses each text once', async () => {
    const [created] = await database.db.insert(users).values(ada('one@example.org')).returning();
    for (let i = 0; i < 3; i++) {
      const [read] = await database.db.select().from(users).where(eq(users.id, created!.id));
      expect(read).toEqual(created);
      expect(read?.createdAt).toBeInstanceOf(Date);
    }
    const selects = await prepared('select % from "users" where "users"."id" = $1');
    expect(selects).toHaveLength(1);
  });

  it('rolls a transaction back, reports a unique violation with its code and stays usable', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.insert(users).values(ada('rolled@example.org'));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await database.db.select().from(users).where(eq(users.email, 'rolled@example.org'))).toEqual([]);
    const error = (await database.db
      .transaction(async (tx) => {
        await tx.insert(users).values(ada('twice@example.org'));
        await tx.insert(users).values(ada('twice@example.org'));
      })
      .catch((e: unknown) => e)) as { code?: string; cause?: { code?: string } };
    expect(error.code ?? error.cause?.code).toBe('23505');
    expect(await database.db.select().from(users).where(eq(users.email, 'twice@example.org'))).toEqual([]);
    const [kept] = await database.db.insert(users).values(ada('twice@example.org')).returning();
    expect(kept?.email).toBe('twice@example.org');
  });

  it('leaves DDL to PGlite’s own path', async () => {
    await database.db.execute(sql`CREATE TABLE scratch (id int)`);
    await database.db.execute(sql`DROP TABLE scratch`);
    expect(await prepared('%scratch%')).toEqual([]);
  });
});
