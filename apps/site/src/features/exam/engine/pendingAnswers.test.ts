import { createMemoryAnswerStore, createStorageAnswerStore, PENDING_ANSWERS_PREFIX } from './pendingAnswers';

describe('pending answer store', () => {
  it('keeps the newest selection per question until the server confirms it', () => {
    const store = createMemoryAnswerStore();
    store.put(7, 3, { questionId: 101, selectedChoiceIds: [11] });
    store.put(7, 3, { questionId: 101, selectedChoiceIds: [12] });
    store.put(7, 3, { questionId: 102, selectedChoiceIds: [21, 22] });
    expect(store.load(7)).toEqual([
      { questionId: 101, selectedChoiceIds: [12] },
      { questionId: 102, selectedChoiceIds: [21, 22] },
    ]);
    // A late confirmation of the older selection leaves the newer one waiting.
    store.confirm(7, { questionId: 101, selectedChoiceIds: [11] });
    expect(store.load(7)).toHaveLength(2);
    store.confirm(7, { questionId: 101, selectedChoiceIds: [12] });
    expect(store.load(7)).toEqual([{ questionId: 102, selectedChoiceIds: [21, 22] }]);
    store.clear(7);
    expect(store.load(7)).toEqual([]);
  });

  it('keeps sessions apart and forgets the other sessions of a test', () => {
    const store = createMemoryAnswerStore();
    store.put(7, 3, { questionId: 101, selectedChoiceIds: [11] });
    store.put(8, 3, { questionId: 101, selectedChoiceIds: [12] });
    store.put(9, 4, { questionId: 201, selectedChoiceIds: [1] });
    store.forgetOthers(3, 8);
    expect(store.load(7)).toEqual([]);
    expect(store.load(8)).toEqual([{ questionId: 101, selectedChoiceIds: [12] }]);
    expect(store.load(9)).toEqual([{ questionId: 201, selectedChoiceIds: [1] }]);
  });

  it('drops what nobody resumed for a month', () => {
    let now = 0;
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
    const store = createStorageAnswerStore(
      () => storage,
      () => now,
    );
    store.put(9, 4, { questionId: 201, selectedChoiceIds: [1] });
    now = 31 * 24 * 3600 * 1000;
    store.forgetOthers(3, 8);
    expect(store.load(9)).toEqual([]);
  });

  it('writes under one key per session in localStorage, and ignores what it cannot read', () => {
    localStorage.clear();
    const store = createStorageAnswerStore();
    store.put(41, 1, { questionId: 5, selectedChoiceIds: [17] });
    expect(JSON.parse(localStorage.getItem(`${PENDING_ANSWERS_PREFIX}41`) ?? 'null')).toMatchObject({
      testId: 1,
      answers: { 5: [17] },
    });
    localStorage.setItem(`${PENDING_ANSWERS_PREFIX}42`, '{not json');
    expect(store.load(42)).toEqual([]);
    localStorage.clear();
  });

  it('does nothing without storage', () => {
    const store = createStorageAnswerStore(() => {
      throw new Error('SecurityError');
    });
    store.put(1, 1, { questionId: 1, selectedChoiceIds: [1] });
    expect(store.load(1)).toEqual([]);
    expect(() => store.forgetOthers(1, 2)).not.toThrow();
  });
});
