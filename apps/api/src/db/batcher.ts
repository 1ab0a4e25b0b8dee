/**
 * Group commit: items that arrive while a batch is being written wait and are written together as the next
 * batch (one statement, one commit). Nothing waits on a timer: when fewer than `maxInFlight` batches are being
 * written, an item goes out at once, alone if it is alone.
 */
export interface BatcherOptions<I, O> {
  /** Writes the items together; resolves with one outcome per item, in the same order. */
  run: (items: I[]) => Promise<O[]>;
  /**
   * Items with the same key are never in one batch, nor in two batches written at the same time: each waits
   * for the one before it, so they are written in the order they came.
   */
  key: (item: I) => unknown;
  /** The most items in one batch. */
  maxSize: number;
  /** The most batches being written at once. */
  maxInFlight: number;
}

/** Told of every batch as it is written: its size and how long its oldest item waited (the metrics). */
export const batchObservers = new Set<(batch: { size: number; waitMs: number }) => void>();

/** Batchers with items queued or being written: a graceful stop waits for them (`batchesSettled`). */
const unsettled = new Set<() => boolean>();

/** Resolves when no batch is queued or being written, checking every few milliseconds, or after `timeoutMs`. */
export async function batchesSettled(timeoutMs = 10_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while ([...unsettled].some((busy) => busy())) {
    if (Date.now() > until) return false;
    await new Promise((done) => setTimeout(done, 5));
  }
  return true;
}

interface Waiting<I, O> {
  item: I;
  queuedAt: number;
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
}

/** Returns the function that queues one item and resolves with its own outcome (or the batch's failure). */
export function createBatcher<I, O>(options: BatcherOptions<I, O>): (item: I) => Promise<O> {
  const { run, key, maxSize, maxInFlight } = options;
  if (!(maxSize >= 1 && maxInFlight >= 1)) throw new Error('a batch needs room for one item');
  let queue: Waiting<I, O>[] = [];
  /** Keys of the items being written. */
  const busy = new Set<unknown>();
  let inFlight = 0;
  unsettled.add(() => inFlight > 0 || queue.length > 0);

  const write = (batch: Waiting<I, O>[], keys: Set<unknown>) => {
    inFlight++;
    if (batchObservers.size > 0) {
      const waitMs = performance.now() - Math.min(...batch.map((waiting) => waiting.queuedAt));
      for (const observe of batchObservers) observe({ size: batch.length, waitMs });
    }
    let written: Promise<O[]>;
    try {
      written = run(batch.map((waiting) => waiting.item));
    } catch (error) {
      written = Promise.reject(error);
    }
    written
      .then((outcomes) => {
        if (outcomes.length !== batch.length)
          throw new Error(`a batch of ${batch.length} gave ${outcomes.length} outcomes`);
        batch.forEach((waiting, i) => waiting.resolve(outcomes[i] as O));
      })
      .catch((error: unknown) => batch.forEach((waiting) => waiting.reject(error)))
      .finally(() => {
        inFlight--;
        for (const k of keys) busy.delete(k);
        flush();
      });
  };

  const flush = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch: Waiting<I, O>[] = [];
      const keys = new Set<unknown>();
      const rest: Waiting<I, O>[] = [];
      for (const waiting of queue) {
        const k = key(waiting.item);
        if (batch.length < maxSize && !busy.has(k) && !keys.has(k)) {
          batch.push(waiting);
          keys.add(k);
        } else rest.push(waiting);
      }
      if (batch.length === 0) return;
      queue = rest;
      for (const k of keys) busy.add(k);
      write(batch, keys);
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, queuedAt: performance.now(), resolve, reject });
      flush();
    });
}
