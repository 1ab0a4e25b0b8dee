// PGlite on a worker thread. The embedded database is a WebAssembly PostgreSQL that runs on the thread that
// calls it: in the server's thread, an answer save spent ~60% of that thread in the engine and ~40% in HTTP and
// the server's own code, one core in all while the machine's other core idled (docs/performance.md, "Sixth
// pass"). Here the engine has a thread of its own, and this object gives drizzle (and executePrepared) the part
// of PGlite's interface they use — query, exec, transaction, close — as messages to it.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteCall, PgliteResponse, WireError, WireOptions } from './pglite-wire';

/** The transaction object a `transaction()` callback gets (drizzle calls `query` on it). */
export interface RemoteTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  closed: boolean;
}

function toError(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

const probe = 'text as stored';

/** Only parsers that return PostgreSQL's text unchanged can cross threads (drizzle's are such). */
function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  if (Object.keys(rest).some((key) => rest[key as keyof typeof rest] !== undefined))
    throw new Error(`PGlite worker: unsupported query options ${Object.keys(rest).join(', ')}`);
  const rawTypes = Object.entries(parsers ?? {}).map(([type, parse]) => {
    if (parse(probe, Number(type)) !== probe)
      throw new Error(`PGlite worker: the parser of type ${type} is not the identity`);
    return Number(type);
  });
  return { ...(rowMode ? { rowMode } : {}), ...(rawTypes.length ? { rawTypes } : {}) };
}

export class PgliteRemote {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  private stopped: Error | undefined;
  private closing = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (response: PgliteResponse) => {
      const call = this.pending.get(response.id);
      if (!call) return;
      this.pending.delete(response.id);
      this.holdProcess();
      if (response.ok) call.resolve(response.value);
      else call.reject(toError(response.error));
    });
    const stop = (error: Error) => {
      // Every later call fails with this error (a 500); the log says why once.
      if (!this.closing && !this.stopped) console.error(`database: ${error.message}`);
      this.stopped ??= error;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => stop(error));
    worker.on('exit', (code) => stop(new Error(`the PGlite worker stopped (exit code ${code})`)));
  }

  /** Starts the worker on `dataDir` and waits until the database is open. */
  static async open(dataDir: string, namedStatements: boolean): Promise<PgliteRemote> {
    const compiled = !import.meta.url.endsWith('.ts');
    const worker = compiled
      ? new Worker(new URL('./pglite-worker.js', import.meta.url), {
          workerData: { dataDir, namedStatements },
        })
      : new Worker(new URL('./pglite-worker-boot.mjs', import.meta.url), {
          workerData: {
            dataDir,
            namedStatements,
            entry: new URL('./pglite-worker.ts', import.meta.url).href,
          },
        });
    const remote = new PgliteRemote(worker);
    await new Promise<void>((ready, failed) => {
      remote.pending.set(0, { resolve: () => ready(), reject: failed });
      remote.holdProcess();
    });
    return remote;
  }

  /** The thread the engine runs on (for tests). */
  get threadId(): number {
    return this.worker.threadId;
  }

  // A waiting call keeps the process alive (the server's start awaits the database before it listens); an
  // idle worker does not keep it from exiting.
  private holdProcess() {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private call<T>(request: PgliteCall): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.holdProcess();
      this.worker.postMessage({ ...request, id });
    });
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', text, params, options: wireOptions(options) });
  }

  exec(text: string): Promise<Results[]> {
    return this.call({ op: 'exec', text });
  }

  /** A statement parsed once by name in the worker (pglite-statements.ts, `runNamed`). */
  runNamed<T>(text: string, params: unknown[], name?: string): Promise<Results<T>> {
    return this.call({ op: 'named', text, params, name });
  }

  /** BEGIN in the worker, the callback's queries inside, then COMMIT — or ROLLBACK when the callback throws. */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const transaction = await this.call<number>({ op: 'begin' });
    const tx: RemoteTransaction = {
      closed: false,
      query: async (text, params = [], options) =>
        this.call({ op: 'query', text, params, options: wireOptions(options), transaction }),
      exec: (text) => this.call({ op: 'exec', text, transaction }),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.closed = true;
      // The callback's error is the one to report; a failed ROLLBACK ends the transaction all the same.
      await this.call({ op: 'finish', transaction, commit: false }).catch(() => undefined);
      throw error;
    }
    tx.closed = true;
    await this.call({ op: 'finish', transaction, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    this.closing = true;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
