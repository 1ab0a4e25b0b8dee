import type { AnswerDraft } from './types';

/**
 * Where answers wait between the click and the server's confirmation, so that a reload, a crash or a closed
 * tab cannot lose them: they are restored and sent again when the session is resumed.
 */
export interface PendingAnswerStore {
  /** The unconfirmed answers of a session. */
  load(sessionId: number): AnswerDraft[];
  /** Records the newest selection of a question (it replaces an older one). */
  put(sessionId: number, testId: number, draft: AnswerDraft): void;
  /** The server stored `draft`: forget it, unless a newer selection of that question came since. */
  confirm(sessionId: number, draft: AnswerDraft): void;
  /** The session ended: forget all of it. */
  clear(sessionId: number): void;
  /** A session of `testId` opened: the test's other sessions are gone on the server, forget them. */
  forgetOthers(testId: number, sessionId: number): void;
}

interface StoredSession {
  testId: number;
  /** Epoch ms of the last change, to drop what an abandoned browser profile kept for too long. */
  updatedAt: number;
  /** Newest unconfirmed selection by questionId. */
  answers: Record<string, number[]>;
}

export const PENDING_ANSWERS_PREFIX = 'exam.pendingAnswers.';
/** What nobody resumed within this time is dropped (the server's own open sessions outlive it anyway). */
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!value || typeof value.testId !== 'number' || typeof value.answers !== 'object' || !value.answers)
      return null;
    return { testId: value.testId, updatedAt: Number(value.updatedAt) || 0, answers: value.answers };
  } catch {
    return null;
  }
}

/**
 * The store over Web Storage (localStorage by default). Storage can be missing, full or disabled (private
 * mode): every call then does nothing and the in-memory queue alone keeps the answers for this page.
 */
export function createStorageAnswerStore(
  getStorage: () => Storage | undefined = () => window.localStorage,
  now: () => number = Date.now,
): PendingAnswerStore {
  const key = (sessionId: number) => `${PENDING_ANSWERS_PREFIX}${sessionId}`;
  const storage = () => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  const read = (sessionId: number) => parse(storage()?.getItem(key(sessionId)) ?? null);
  const write = (sessionId: number, value: StoredSession | null) => {
    try {
      const s = storage();
      if (!s) return;
      if (value && Object.keys(value.answers).length > 0) s.setItem(key(sessionId), JSON.stringify(value));
      else s.removeItem(key(sessionId));
    } catch {
      // Quota or disabled storage: the answer still waits in memory.
    }
  };

  return {
    load(sessionId) {
      const stored = read(sessionId);
      if (!stored) return [];
      return Object.entries(stored.answers).flatMap(([questionId, ids]) =>
        Array.isArray(ids) && ids.every((id) => typeof id === 'number')
          ? [{ questionId: Number(questionId), selectedChoiceIds: ids }]
          : [],
      );
    },
    put(sessionId, testId, draft) {
      const stored = read(sessionId) ?? { testId, updatedAt: 0, answers: {} };
      const answers = { ...stored.answers, [draft.questionId]: [...draft.selectedChoiceIds] };
      write(sessionId, { testId, updatedAt: now(), answers });
    },
    confirm(sessionId, draft) {
      const stored = read(sessionId);
      const current = stored?.answers[draft.questionId];
      if (!stored || !current || !sameIds(current, draft.selectedChoiceIds)) return;
      const answers = { ...stored.answers };
      delete answers[draft.questionId];
      write(sessionId, { ...stored, updatedAt: now(), answers });
    },
    clear(sessionId) {
      write(sessionId, null);
    },
    forgetOthers(testId, sessionId) {
      const s = storage();
      if (!s) return;
      try {
        const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
          (k): k is string => k !== null && k.startsWith(PENDING_ANSWERS_PREFIX),
        );
        for (const k of keys) {
          const id = Number(k.slice(PENDING_ANSWERS_PREFIX.length));
          if (id === sessionId) continue;
          const stored = parse(s.getItem(k));
          if (!stored || stored.testId === testId || now() - stored.updatedAt > MAX_AGE_MS) s.removeItem(k);
        }
      } catch {
        // Nothing to clean up without storage.
      }
    },
  };
}

/** A store that forgets with the page: tests, and environments without Web Storage. */
export function createMemoryAnswerStore(): PendingAnswerStore {
  const data = new Map<string, string>();
  const storage = {
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  } satisfies Storage;
  return createStorageAnswerStore(() => storage);
}
