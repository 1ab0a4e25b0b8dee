// The two databases every HTTP test runs on: PGlite in memory, and this machine's PostgreSQL in a schema of
// its own per test file (so parallel files never meet), dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pglite: Backend = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await database.migrate();
    return { database, dispose: () => database.close() };
  },
};

const postgres: Backend = {
  name: 'postgres',
  async open() {
    const schema = `api_test_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });
    await database.migrate();
    return {
      database,
      async dispose() {
        await database.close();
        const admin = new pg.Client({ connectionString: POSTGRES_URL });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      },
    };
  },
};

let cached: Promise<Backend[]> | undefined;

/** PGlite always; PostgreSQL when a server answers, with a notice when none does. */
export function availableBackends(): Promise<Backend[]> {
  cached ??= postgresAnswers().then((up) => {
    // In CI the PostgreSQL variant is part of the contract of the suite: a missing server is a failure.
    if (!up && process.env.CI) throw new Error(`[api tests] CI needs PostgreSQL at ${POSTGRES_URL}`);
    if (!up)
      console.warn(`\n[api tests] No PostgreSQL at ${POSTGRES_URL}: the PostgreSQL variant is SKIPPED.\n`);
    return up ? [pglite, postgres] : [pglite];
  });
  return cached;
}
