import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteRemote } from './pglite-remote';
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

/** A value of a `namedStatement` call: the caller's value for `name` (through a column's mapping), or a fixed one. */
type ParamSource = { name: string; encode?: (value: unknown) => unknown } | { value: unknown };

/**
 * A hot statement whose text never changes, only its values: `build` is called once with a placeholder for each
 * key, drizzle turns that into the text and the order of its parameters, and every call after that only puts the
 * values in place (drizzle's query builder took a fifth of the Node thread on the session look-up when it ran per
 * request: docs/performance.md). The text runs as a named prepared statement, parsed once per connection
 * (PostgreSQL) or per PGlite instance; inside a transaction it is built from the values and run plainly.
 */
export function namedStatement<K extends string, T>(
  name: string,
  keys: readonly K[],
  build: (values: Record<K, unknown>) => SQL,
): (db: Db, values: Record<K, unknown>) => Promise<T[]> {
  let built: { text: string; sources: ParamSource[] } | undefined;
  const prepare = () => {
    const placeholders = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)]));
    const { sql: text, params } = dialect.sqlToQuery(build(placeholders as Record<K, unknown>));
    const sources = params.map((param): ParamSource => {
      if (param instanceof Placeholder) return { name: param.name };
      // A placeholder bound to a column (an insert's values) keeps the column's mapping to its driver value.
      if (param instanceof Param && param.value instanceof Placeholder) {
        const { encoder } = param;
        return {
          name: param.value.name,
          encode: (value) => (value === null ? null : encoder.mapToDriverValue(value)),
        };
      }
      return { value: param };
    });
    return { text, sources };
  };
  return async (db, values) => {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (!(client instanceof pg.Pool) && !(client instanceof PgliteRemote))
      return ((await db.execute(build(values))) as unknown as { rows: T[] }).rows;
    built ??= prepare();
    const params = built.sources.map((source) => {
      if (!('name' in source)) return source.value;
      const value = values[source.name as K];
      return source.encode ? source.encode(value) : value;
    });
    if (client instanceof pg.Pool)
      return (await client.query({ name, text: built.text, values: params })).rows as T[];
    return (await client.runNamed<T>(built.text, params, name)).rows;
  };
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
  const client = await PgliteRemote.open(dataDir, namedStatements);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
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
