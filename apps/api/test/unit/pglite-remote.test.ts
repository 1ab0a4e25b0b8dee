import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteRemote } from '../../src/db/pglite-remote';

// The embedded database on its own thread: what crosses (queries, transactions, errors with their fields,
// drizzle's text-keeping parsers) must behave as PGlite does in the calling thread.
describe('PGlite on a worker thread', () => {
  let remote: PgliteRemote;
  beforeAll(async () => {
    remote = await PgliteRemote.open('memory://', true);
    await remote.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz)');
  });
  afterAll(() => remote.close());

  it('runs the engine on another thread', async () => {
    expect(remote.threadId).not.toBe(threadId);
    const { rows } = await remote.query<{ sum: number }>('SELECT $1::int + $2::int AS sum', [2, 3]);
    expect(rows).toEqual([{ sum: 5 }]);
  });

  it('commits a transaction whose callback returns, and rolls back one that throws', async () => {
    const kept = await remote.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'kept']);
      return 'done';
    });
    expect(kept).toBe('done');
    await expect(
      remote.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [2, 'dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await remote.query<{ id: number }>('SELECT id FROM notes ORDER BY id');
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('reports a database error with its SQLSTATE and detail', async () => {
    const error = await remote
      .query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'again'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', message: expect.stringContaining('notes_pkey') });
    // The error inside a transaction ends it without taking the database's lock with it.
    await expect(
      remote.transaction((tx) => tx.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['x'])),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await remote.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('keeps the text of the types a parser keeps as text, and refuses any other parser', async () => {
    await remote.query('INSERT INTO notes (id, body, at) VALUES (3, $1, $2)', [
      'timed',
      '2026-11-24T10:00:00Z',
    ]);
    const parsed = await remote.query<{ at: unknown }>('SELECT at FROM notes WHERE id = 3');
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    const asText = await remote.query<unknown[]>('SELECT at FROM notes WHERE id = 3', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(asText.rows).toEqual([['2026-11-24 10:00:00+00']]);
    await expect(
      remote.query('SELECT at FROM notes', [], { parsers: { 1184: (value: string) => value.length } }),
    ).rejects.toThrow(/not the identity/);
  });

  it('refuses calls once closed', async () => {
    const other = await PgliteRemote.open('memory://', true);
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/stopped/);
  });
});
