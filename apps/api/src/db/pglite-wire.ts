// The messages between the server's thread and the database's (pglite-remote.ts, pglite-worker.ts).

/** Query options that cross threads: drizzle's parsers are identities, so only their types travel. */
export interface WireOptions {
  rowMode?: 'array' | 'object';
  /** Types whose values stay as PostgreSQL's text. */
  rawTypes?: number[];
}

export type PgliteRequest = { id: number } & (
  | { op: 'query'; text: string; params: unknown[]; options?: WireOptions; transaction?: number }
  | { op: 'exec'; text: string; transaction?: number }
  | { op: 'named'; text: string; params: unknown[]; name?: string }
  | { op: 'begin' }
  | { op: 'finish'; transaction: number; commit: boolean }
  | { op: 'close' }
);

/** A database error as data: its class does not cross threads, its fields (`code`, `detail`…) do. */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type PgliteResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** Distributes requests that do not name an operation into the union (for `call`). */
export type PgliteCall = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
