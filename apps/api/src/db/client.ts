import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installNamedStatements, runNamed } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: PGlite and node-postgres share drizzle's PostgreSQL query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** `namedStatements: false` keeps PGlite's own `query()` for every statement (for comparisons only). */
  | { kind: 'pglite'; dataDir: string; namedStatements?: boolean }
  /** `schema` isolates the tables in their own PostgreSQL schema (the test suite uses one per run). */
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number | undefined };

const dialect = new PgDialect();

/**
 * Runs a hot statement whose text never changes (only its parameters) as a named prepared statement, parsed
 * once per connection (PostgreSQL) or per PGlite instance; plainly inside transactions.
 */
export async function executePrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query({ name, text, values: params })).rows as T[];
  }
  if (client instanceof PGlite) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await runNamed<T>(client, text, params, undefined, name)).rows;
  }
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 4_722_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.namedStatements)
    : openPostgres(options.url, options.schema, options.poolSize);
}

async function openPglite(dataDir: string, namedStatements = true): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  if (namedStatements) installNamedStatements(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, searchPath?: string, poolSize = 20): Promise<Database> {
  if (searchPath && !/^[a-z_][a-z0-9_]*$/.test(searchPath))
    throw new Error(`Invalid schema name: ${searchPath}`);
  // 20 rather than 10: every answer is a commit, and a WAL flush costs 5–8 ms on a busy disk; more connections
  // let more commits share one flush (docs/performance.md: +60% answers/s with 20 in the same run).
  const pool = new pg.Pool({
    connectionString: url,
    max: Math.floor(poolSize),
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle connection that PostgreSQL closes (a restart, pg_terminate_backend) is reported here; without a
  // listener the 'error' event kills the process. The pool drops that connection and opens a new one when the
  // next query comes; queries running meanwhile fail and answer 503 (see isDatabaseUnavailable).
  pool.on('error', (error) => console.warn(`database: an idle connection failed: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        if (searchPath) await db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS ${searchPath}`));
        await migratePg(db, { migrationsFolder, ...(searchPath ? { migrationsSchema: searchPath } : {}) });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
