import type { Clock, TimerId } from './clock';
import type { AnswerDraft } from './types';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline';

export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** Delay before retry number `failures` (1-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffDelay(failures: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
}

interface Entry {
  /** The newest selection not yet stored by the server. */
  pending: AnswerDraft | null;
  inFlight: boolean;
  /** Failures since the last success or flush: the backoff step. */
  failures: number;
  /** A save of this question failed and nothing has landed since. */
  offline: boolean;
  timer: TimerId | null;
}

interface Waiter {
  maxFailures: number;
  resolve: (unsaved: AnswerDraft[]) => void;
}

export interface AnswerQueueOptions {
  send: (draft: AnswerDraft) => Promise<unknown>;
  clock: Clock;
  onChange?: (statuses: ReadonlyMap<number, SaveStatus>) => void;
}

export type AnswerQueue = ReturnType<typeof createAnswerQueue>;

/**
 * Answers are never lost: each question keeps its newest unsaved selection until the server stores it. One
 * request per question is in flight at a time, so an older selection can never land after a newer one.
 */
export function createAnswerQueue({ send, clock, onChange }: AnswerQueueOptions) {
  let entries = new Map<number, Entry>();
  let waiters: Waiter[] = [];
  let held = false;

  const statusOf = (e: Entry): SaveStatus =>
    !e.pending && !e.inFlight ? 'saved' : e.offline ? 'offline' : 'saving';

  function changed() {
    onChange?.(new Map([...entries].map(([id, e]) => [id, statusOf(e)])));
    waiters = waiters.filter((w) => {
      const open = [...entries.values()].filter((e) => e.pending || e.inFlight);
      const done = open.every((e) => !e.inFlight && e.failures >= w.maxFailures);
      if (done) w.resolve(open.flatMap((e) => (e.pending ? [e.pending] : [])));
      return !done;
    });
  }

  function stopTimer(e: Entry) {
    if (e.timer !== null) clock.clearTimeout(e.timer);
    e.timer = null;
  }

  function dispatch(e: Entry) {
    const draft = e.pending;
    if (!draft || e.inFlight) return;
    stopTimer(e);
    e.inFlight = true;
    e.pending = null;
    const generation = entries;
    send(draft).then(
      () => {
        if (generation !== entries) return;
        e.inFlight = false;
        e.failures = 0;
        e.offline = false;
        if (e.pending) dispatch(e);
        changed();
      },
      () => {
        if (generation !== entries) return;
        e.inFlight = false;
        e.pending ??= draft;
        e.failures += 1;
        e.offline = true;
        if (!held) e.timer = clock.setTimeout(() => dispatch(e), backoffDelay(e.failures));
        changed();
      },
    );
  }

  function flushAll() {
    for (const e of entries.values()) {
      e.failures = 0;
      dispatch(e);
    }
    changed();
  }

  return {
    /** Records the newest selection of a question and sends it at once (after any request in flight). */
    enqueue(draft: AnswerDraft) {
      const e = entries.get(draft.questionId) ?? {
        pending: null,
        inFlight: false,
        failures: 0,
        offline: false,
        timer: null,
      };
      entries.set(draft.questionId, e);
      e.pending = draft;
      dispatch(e);
      changed();
    },
    /** Retries every waiting answer now, with a fresh backoff (the browser came back online). */
    flush() {
      if (!held) flushAll();
    },
    /** Stops retrying, keeping every answer, until release() (a paused session refuses answers). */
    hold() {
      held = true;
      entries.forEach(stopTimer);
    },
    release() {
      held = false;
      flushAll();
    },
    /**
     * Flushes, then resolves once every answer is stored, or with the answers still unsaved once each has
     * failed `maxFailures` times in a row.
     */
    settle(maxFailures: number): Promise<AnswerDraft[]> {
      held = false;
      const settled = new Promise<AnswerDraft[]>((resolve) => waiters.push({ maxFailures, resolve }));
      flushAll();
      return settled;
    },
    /** Forgets everything (a new session); late responses of the old one are ignored. */
    clear() {
      entries.forEach(stopTimer);
      entries = new Map();
      waiters.forEach((w) => w.resolve([]));
      waiters = [];
      changed();
    },
  };
}
