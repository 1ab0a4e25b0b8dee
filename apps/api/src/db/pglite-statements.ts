// PGlite's own `query()` is slow on the main thread for three reasons the profile shows (docs/performance.md,
// third pass): it plans every statement again (its prepared statements are unnamed), it makes five calls into the
// WebAssembly engine per statement (parse, describe, bind, describe, execute, then sync), and it copies its whole
// table of 318 type parsers into a new object for every result (`{ ...parsers }`, ~0.1–0.2 ms each). Here every
// statement text is parsed once by name per PGlite instance, and each run is one bind + describe + execute + sync
// message whose rows are converted with the parsers looked up in place. `installNamedStatements` routes drizzle's
// queries (outside and inside transactions) through it; `runNamed` serves `executePrepared`.
import type { PGlite } from '@electric-sql/pglite';
import { parse as pgliteParse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];
type Parsers = Record<number, (value: string, typeId: number) => unknown>;
type Serializers = Record<number, (value: unknown) => string>;

/** Named statements kept per instance; the oldest is closed beyond this (texts are drizzle's, a few hundred). */
const MAX_STATEMENTS = 2_000;

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred when the text was parsed. */
  types: number[];
}

interface Registry {
  byText: Map<string, Statement>;
  next: number;
}

const registries = new WeakMap<PGlite, Registry>();

function registryOf(client: PGlite): Registry {
  let registry = registries.get(client);
  if (!registry) registries.set(client, (registry = { byText: new Map(), next: 0 }));
  return registry;
}

function joinMessages(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** Only plain data statements are kept by name: DDL and session commands go through PGlite's own path. */
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Parses `text` by name once (under PGlite's query lock, which the caller holds). */
async function statementFor(client: PGlite, text: string, name?: string): Promise<Statement> {
  const registry = registryOf(client);
  const known = registry.byText.get(text);
  if (known) return known;
  const statementName = name ?? `q${registry.next++}`;
  const { serialize } = protocol;
  const parts = [];
  if (registry.byText.size >= MAX_STATEMENTS) {
    const [oldestText, oldest] = registry.byText.entries().next().value as [string, Statement];
    registry.byText.delete(oldestText);
    parts.push(serialize.close({ type: 'S', name: oldest.name }));
  }
  parts.push(
    serialize.parse({ name: statementName, text }),
    serialize.describe({ type: 'S', name: statementName }),
    serialize.sync(),
  );
  const described = await client.execProtocolStream(joinMessages(parts), { syncToFs: false });
  const statement = { name: statementName, types: pgliteParse.parseDescribeStatementResults(described) };
  registry.byText.set(text, statement);
  return statement;
}

/**
 * The rows of one statement's messages, converted like PGlite's `parseResults` but with each parser looked up
 * in `options.parsers`, then the instance's table, instead of merging the two into a new object per result.
 */
function toResults<T>(client: PGlite, messages: unknown[], options?: QueryOptions): Results<T> {
  const parsers = client.parsers as Parsers;
  const overrides = options?.parsers as Parsers | undefined;
  const arrays = options?.rowMode === 'array';
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  let command: string | undefined;
  let rowCount: number | undefined;
  for (const message of messages as { name: string }[]) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as { fields: { name: string; dataTypeID: number }[] }).fields.map(
        ({ name, dataTypeID }) => ({ name, dataTypeID }),
      );
    } else if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields;
      const converted = values.map((value, i) => {
        if (value === null) return null;
        const type = fields[i]?.dataTypeID ?? 0;
        const parser = overrides?.[type] ?? parsers[type];
        return parser ? parser(value, type) : value;
      });
      if (arrays) rows.push(converted);
      else {
        const row: Record<string, unknown> = {};
        fields.forEach((field, i) => (row[field.name] = converted[i]));
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      command = words[0];
      const count = parseInt(words[words.length - 1] ?? '', 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? '')) affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  return {
    rows: rows as T[],
    fields,
    affectedRows,
    ...(rowCount === undefined ? {} : { rowCount }),
    ...(command === undefined ? {} : { command }),
  } as Results<T>;
}

/** Binds and runs a statement parsed by name: one call into the engine. The caller holds the query lock. */
async function runParsed<T>(
  client: PGlite,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
  name?: string,
): Promise<Results<T>> {
  const statement = await statementFor(client, text, name);
  const serializers = client.serializers as Serializers;
  const own = options?.serializers as Serializers | undefined;
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const type = statement.types[i] ?? 0;
    const serializer = own?.[type] ?? serializers[type];
    return serializer ? serializer(value) : String(value as string);
  });
  const { serialize } = protocol;
  const messages = await client.execProtocolStream(
    joinMessages([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  return toResults<T>(client, messages, options);
}

/** A statement outside any transaction: both of PGlite's locks, then the write to its file system, as `query()`. */
export async function runNamed<T>(
  client: PGlite,
  text: string,
  params: unknown[],
  options?: QueryOptions,
  name?: string,
): Promise<Results<T>> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const result = await runParsed<T>(client, text, params, options, name);
      await client.syncToFs();
      return result;
    }),
  );
}

/**
 * Sends drizzle's queries on this instance through named statements: `query()` outside transactions and the
 * transaction object's `query()` inside them (the transaction lock is held there; COMMIT writes to the file
 * system). Anything else — DDL, COPY blobs, `exec()` — keeps PGlite's own path.
 */
export function installNamedStatements(client: PGlite): void {
  const plainQuery = client.query.bind(client);
  client.query = (<T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
    CACHEABLE.test(text) && !options?.blob && !options?.paramTypes
      ? runNamed<T>(client, text, params, options)
      : plainQuery<T>(text, params, options)) as PGlite['query'];
  const plainTransaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const fast = <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return CACHEABLE.test(text) && !options?.blob && !options?.paramTypes
          ? client._runExclusiveQuery(() => runParsed<R>(client, text, params, options))
          : txQuery<R>(text, params, options);
      };
      return callback(
        new Proxy(tx, { get: (target, key) => (key === 'query' ? fast : Reflect.get(target, key)) }),
      );
    })) as PGlite['transaction'];
}
