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
  /**
   * Applies pending migrations, then runs `after` (the seed) on the same connection, both under one lock: safe
   * when several instances start at once. On PostgreSQL the lock is a session advisory lock held on a direct
   * connection (`migrationUrl`, else `url`), never on a pooled one. Resolves with the migrations it applied.
   */
  migrate(after?: (db: Db) => Promise<void>): Promise<{ applied: number }>;
  /** The pool's counts for the metrics (PostgreSQL only). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/**
 * `transaction`: the pool goes through a transaction-mode pooler (PgBouncer): no named prepared statements, no
 * session settings (SET, startup `options`), no LISTEN and no session advisory locks on pooled connections.
 */
export type PoolerMode = 'none' | 'transaction';

export type DatabaseOptions =
  /** `namedStatements: false` keeps PGlite's own `query()` for every statement (for comparisons only). */
  | { kind: 'pglite'; dataDir: string; namedStatements?: boolean }
  /** `schema` isolates the tables in their own PostgreSQL schema (the test suite uses one per run). */
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      poolSize?: number | undefined;
      /** A direct connection for migrations and their lock, when `url` goes through a pooler. */
      migrationUrl?: string | undefined;
      pooler?: PoolerMode;
    };

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
    : openPostgres(options);
}

type QueryArgs = Parameters<pg.Client['query']>;

/**
 * A client whose every statement is unnamed: behind a transaction-mode pooler two statements of one client may
 * reach two server connections, so a statement prepared under a name on one is missing on the other. An unnamed
 * statement is parsed, bound and run in one round trip (Parse/Bind/Execute/Sync), which a pooler passes whole.
 */
class UnnamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (
      config &&
      typeof config === 'object' &&
      'name' in config &&
      typeof (config as { submit?: unknown }).submit !== 'function'
    )
      args[0] = { ...config, name: undefined };
    return (super.query as (...rest: unknown[]) => never)(...(args as QueryArgs));
  }
}

async function openPglite(dataDir: string, namedStatements = true): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PgliteRemote.open(dataDir, namedStatements);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    async migrate(after) {
      // One process owns a PGlite directory: no lock to take.
      const before = await appliedMigrations(db);
      await migratePglite(db, { migrationsFolder });
      const applied = (await appliedMigrations(db)) - before;
      if (after) await after(db);
      return { applied };
    },
    close: () => client.close(),
  };
}

/** Rows in drizzle's journal (0 before the first migration). */
async function appliedMigrations(db: Db, schema = 'drizzle'): Promise<number> {
  const rows = (await db.execute(
    sql.raw(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = '${schema}' AND table_name = '__drizzle_migrations'`,
    ),
  )) as unknown as { rows: { n: number }[] };
  if (!rows.rows[0]?.n) return 0;
  const counted = (await db.execute(
    sql.raw(`SELECT count(*)::int AS n FROM "${schema}"."__drizzle_migrations"`),
  )) as unknown as { rows: { n: number }[] };
  return counted.rows[0]?.n ?? 0;
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const { url, schema: searchPath, poolSize = 20, migrationUrl, pooler = 'none' } = options;
  if (searchPath && !/^[a-z_][a-z0-9_]*$/.test(searchPath))
    throw new Error(`Invalid schema name: ${searchPath}`);
  // A transaction-mode pooler cannot carry session settings; the test suite's per-run schema is one.
  if (searchPath && pooler === 'transaction')
    throw new Error('a separate schema needs a session setting, which a transaction-mode pooler drops');
  const sessionOptions = searchPath ? { options: `-c search_path=${searchPath}` } : {};
  // 20 rather than 10: every answer is a commit, and a WAL flush costs 5–8 ms on a busy disk; more connections
  // let more commits share one flush (docs/performance.md: +60% answers/s with 20 in the same run).
  const pool = new pg.Pool({
    connectionString: url,
    max: Math.floor(poolSize),
    ...sessionOptions,
    ...(pooler === 'transaction' ? { Client: UnnamedStatementClient } : {}),
  });
  // An idle connection that PostgreSQL closes (a restart, pg_terminate_backend) is reported here; without a
  // listener the 'error' event kills the process. The pool drops that connection and opens a new one when the
  // next query comes; queries running meanwhile fail and answer 503 (see isDatabaseUnavailable).
  pool.on('error', (error) => console.warn(`database: an idle connection failed: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate(after) {
      // Migrations and the seed run on one direct connection that holds the lock for their whole run: a session
      // advisory lock is only safe where the session is the server's own, never through a transaction pooler.
      const direct = new pg.Client({ connectionString: migrationUrl ?? url, ...sessionOptions });
      await direct.connect();
      direct.on('error', (error) =>
        console.warn(`database: the migration connection failed: ${error.message}`),
      );
      try {
        await direct.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const directDb = drizzlePg({ client: direct, schema }) as unknown as Db;
        if (searchPath) await directDb.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS ${searchPath}`));
        const journal = searchPath ?? 'drizzle';
        const before = await appliedMigrations(directDb, journal);
        await migratePg(directDb as never, {
          migrationsFolder,
          ...(searchPath ? { migrationsSchema: searchPath } : {}),
        });
        const applied = (await appliedMigrations(directDb, journal)) - before;
        if (after) await after(directDb);
        return { applied };
      } finally {
        await direct.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await direct.end().catch(() => undefined);
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: Math.floor(poolSize),
    }),
    close: () => pool.end(),
  };
}
