import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/db/batcher';

interface Item {
  key: string;
  value: number;
}

/** A batcher whose batches stay in flight until the test lets them finish. */
function controlled(options: { maxSize?: number; maxInFlight?: number } = {}) {
  const batches: { items: Item[]; finish: (outcomes?: number[]) => void; fail: (error: Error) => void }[] =
    [];
  const save = createBatcher<Item, number>({
    run: (items) =>
      new Promise((resolve, reject) => {
        batches.push({
          items,
          finish: (outcomes) => resolve(outcomes ?? items.map((item) => item.value * 10)),
          fail: reject,
        });
      }),
    key: (item) => item.key,
    maxSize: options.maxSize ?? 64,
    maxInFlight: options.maxInFlight ?? 1,
  });
  return { save, batches };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const values = (items: Item[]) => items.map((item) => item.value);

describe('createBatcher', () => {
  it('writes an item at once when nothing is in flight, without waiting for company', async () => {
    const { save, batches } = controlled();
    const saved = save({ key: 'a', value: 1 });
    expect(batches.map((b) => values(b.items))).toEqual([[1]]);
    batches[0]?.finish();
    await expect(saved).resolves.toBe(10);
  });

  it('gathers the items that arrive meanwhile into the next batch, each with its own outcome', async () => {
    const { save, batches } = controlled();
    const first = save({ key: 'a', value: 1 });
    const later = [2, 3, 4].map((value) => save({ key: `k${value}`, value }));
    expect(batches).toHaveLength(1);
    batches[0]?.finish();
    await first;
    await settle();
    expect(batches.map((b) => values(b.items))).toEqual([[1], [2, 3, 4]]);
    batches[1]?.finish([200, 300, 400]);
    await expect(Promise.all(later)).resolves.toEqual([200, 300, 400]);
  });

  it('never puts two items with one key in a batch, and keeps their order', async () => {
    const { save, batches } = controlled({ maxInFlight: 2 });
    const saved = [
      save({ key: 'a', value: 1 }),
      save({ key: 'a', value: 2 }),
      save({ key: 'b', value: 3 }),
      save({ key: 'a', value: 4 }),
    ];
    // 'a' is in flight: its next item waits even though a second batch may go; 'b' goes.
    expect(batches.map((b) => values(b.items))).toEqual([[1], [3]]);
    batches[1]?.finish();
    await settle();
    expect(batches).toHaveLength(2);
    batches[0]?.finish();
    await settle();
    expect(batches.map((b) => values(b.items))).toEqual([[1], [3], [2]]);
    batches[2]?.finish();
    await settle();
    expect(batches.map((b) => values(b.items))).toEqual([[1], [3], [2], [4]]);
    batches[3]?.finish();
    await expect(Promise.all(saved)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('caps a batch and sends the rest in the next one', async () => {
    const { save, batches } = controlled({ maxSize: 3 });
    const saved = Array.from({ length: 8 }, (_, i) => save({ key: `k${i}`, value: i }));
    for (let n = 0; n < 3; n++) {
      batches[n]?.finish();
      await settle();
    }
    expect(batches.map((b) => values(b.items))).toEqual([[0], [1, 2, 3], [4, 5, 6], [7]]);
    batches[3]?.finish();
    await expect(Promise.all(saved)).resolves.toHaveLength(8);
  });

  it('runs at most maxInFlight batches at once', async () => {
    const { save, batches } = controlled({ maxInFlight: 2 });
    const saved = Array.from({ length: 5 }, (_, i) => save({ key: `k${i}`, value: i }));
    expect(batches.map((b) => values(b.items))).toEqual([[0], [1]]);
    batches[0]?.finish();
    await settle();
    expect(batches.map((b) => values(b.items))).toEqual([[0], [1], [2, 3, 4]]);
    batches[1]?.finish();
    batches[2]?.finish();
    await expect(Promise.all(saved)).resolves.toEqual([0, 10, 20, 30, 40]);
  });

  it("fails every item of a failed batch with the batch's error, and goes on with the next", async () => {
    const { save, batches } = controlled();
    const first = save({ key: 'a', value: 1 });
    const second = save({ key: 'b', value: 2 });
    const third = save({ key: 'c', value: 3 });
    batches[0]?.finish();
    await first;
    await settle();
    const down = new Error('connection terminated');
    batches[1]?.fail(down);
    await expect(second).rejects.toBe(down);
    await expect(third).rejects.toBe(down);
    const fourth = save({ key: 'a', value: 4 });
    batches[2]?.finish();
    await expect(fourth).resolves.toBe(40);
  });

  it('fails the batch when the writer gives a wrong number of outcomes or throws at once', async () => {
    const { save, batches } = controlled();
    const short = save({ key: 'a', value: 1 });
    batches[0]?.finish([]);
    await expect(short).rejects.toThrow('a batch of 1 gave 0 outcomes');

    const throwing = createBatcher<number, number>({
      run: () => {
        throw new Error('bad input');
      },
      key: (n) => n,
      maxSize: 4,
      maxInFlight: 1,
    });
    await expect(throwing(1)).rejects.toThrow('bad input');
    await expect(throwing(2)).rejects.toThrow('bad input');
  });
});
