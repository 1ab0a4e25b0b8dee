// The embedded database on a thread of its own (see pglite-remote.ts): PGlite, its named statements, and the
// requests of the server's thread answered one message each.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { installNamedStatements, runNamed } from './pglite-statements';
import type { PgliteRequest, PgliteResponse, WireError, WireOptions } from './pglite-wire';

type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

interface OpenTransaction {
  tx?: Transaction;
  decide: (commit: boolean) => void;
  done?: Promise<void>;
}

const port = parentPort!;
const { dataDir, namedStatements } = workerData as { dataDir: string; namedStatements: boolean };
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 0;
const rolledBack = new Error('rolled back');

const raw = (value: string) => value;

/** Drizzle's parsers are identities for the types it keeps as text (checked on the server's thread). */
function optionsOf(wire: WireOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const parsers = wire.rawTypes ? Object.fromEntries(wire.rawTypes.map((type) => [type, raw])) : undefined;
  return { ...(wire.rowMode ? { rowMode: wire.rowMode } : {}), ...(parsers ? { parsers } : {}) };
}

function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
  );
  return { name: error.name, message: error.message, fields };
}

function transactionOf(id: number | undefined): Transaction {
  const open = id === undefined ? undefined : transactions.get(id);
  if (!open?.tx) throw new Error(`no open transaction ${id}`);
  return open.tx;
}

/** BEGIN, then the transaction stays open (holding PGlite's lock) until `finish` decides. */
function begin(): Promise<number> {
  const id = ++nextTransaction;
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  const open: OpenTransaction = { decide };
  transactions.set(id, open);
  return new Promise((opened, failed) => {
    open.done = client
      .transaction(async (tx) => {
        open.tx = tx;
        opened(id);
        if (!(await decided)) throw rolledBack;
      })
      .then(() => undefined);
    open.done.catch((error: unknown) => {
      if (!open.tx) {
        transactions.delete(id);
        failed(error);
      }
    });
  });
}

async function finish(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open?.done) throw new Error(`no open transaction ${id}`);
  open.decide(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== rolledBack) throw error;
  } finally {
    transactions.delete(id);
  }
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.transaction === undefined ? client : transactionOf(request.transaction);
      return target.query(request.text, request.params, optionsOf(request.options));
    }
    case 'exec': {
      const target = request.transaction === undefined ? client : transactionOf(request.transaction);
      return target.exec(request.text);
    }
    case 'named':
      return runNamed(client, request.text, request.params, undefined, request.name);
    case 'begin':
      return begin();
    case 'finish':
      return finish(request.transaction, request.commit);
    case 'close':
      await client.close();
      return undefined;
  }
}

const client = await PGlite.create(dataDir);
if (namedStatements) installNamedStatements(client);

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies PgliteResponse),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: wireError(error) } satisfies PgliteResponse),
  );
});
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies PgliteResponse);
