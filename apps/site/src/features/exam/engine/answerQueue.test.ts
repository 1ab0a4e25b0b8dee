import { backoffDelay, createAnswerQueue } from './answerQueue';
import type { SaveStatus } from './answerQueue';
import { systemClock } from './clock';
import type { AnswerDraft } from './types';

const draft = (questionId: number, ...selectedChoiceIds: number[]): AnswerDraft => ({
  questionId,
  selectedChoiceIds,
});

/** A queue over a fake server that fails while `online` is false. */
function setup() {
  const server = { online: true, sent: [] as AnswerDraft[] };
  let statuses: ReadonlyMap<number, SaveStatus> = new Map();
  const send = vi.fn(async (d: AnswerDraft) => {
    server.sent.push(d);
    if (!server.online) throw new Error('offline');
  });
  const queue = createAnswerQueue({ send, clock: systemClock, onChange: (s) => (statuses = s) });
  return { queue, send, server, status: (id: number) => statuses.get(id) ?? 'idle' };
}

describe('backoffDelay', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('createAnswerQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at once and reports saving, then saved', async () => {
    const { queue, send, status } = setup();
    queue.enqueue(draft(1, 11));
    expect(send).toHaveBeenCalledWith(draft(1, 11));
    expect(status(1)).toBe('saving');
    await vi.advanceTimersByTimeAsync(0);
    expect(status(1)).toBe('saved');
  });

  it('keeps a failed answer and retries it after 1 s, 2 s, 4 s … until it lands', async () => {
    const { queue, send, server, status } = setup();
    server.online = false;
    queue.enqueue(draft(1, 11));
    await vi.advanceTimersByTimeAsync(0);
    expect(status(1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(send).toHaveBeenCalledTimes(3);
    server.online = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(4);
    expect(status(1)).toBe('saved');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('never waits more than 30 s between retries', async () => {
    const { queue, send, server } = setup();
    server.online = false;
    queue.enqueue(draft(1, 11));
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16_000);
    expect(send).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(send).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(7);
  });

  it('lets a newer selection supersede the pending one', async () => {
    const { queue, server } = setup();
    server.online = false;
    queue.enqueue(draft(1, 11));
    await vi.advanceTimersByTimeAsync(0);
    server.online = true;
    queue.enqueue(draft(1, 12));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sent).toEqual([draft(1, 11), draft(1, 12)]);
  });

  it('keeps one request per question in flight, then sends only the newest selection', async () => {
    const { queue, server } = setup();
    queue.enqueue(draft(1, 11));
    queue.enqueue(draft(1, 12));
    queue.enqueue(draft(1, 13));
    queue.enqueue(draft(2, 21));
    expect(server.sent).toEqual([draft(1, 11), draft(2, 21)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toEqual([draft(1, 11), draft(2, 21), draft(1, 13)]);
  });

  it('keeps the newer selection when an older request fails after it was made', async () => {
    const { queue, server } = setup();
    server.online = false;
    queue.enqueue(draft(1, 11));
    queue.enqueue(draft(1, 12));
    await vi.advanceTimersByTimeAsync(0);
    server.online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.sent).toEqual([draft(1, 11), draft(1, 12)]);
  });

  it('retries at once on flush, with a fresh backoff', async () => {
    const { queue, send, server, status } = setup();
    server.online = false;
    queue.enqueue(draft(1, 11));
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(send).toHaveBeenCalledTimes(4);
    queue.flush();
    expect(send).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(6);
    server.online = true;
    queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(status(1)).toBe('saved');
  });

  it('stops retrying while held and resumes on release', async () => {
    const { queue, send, server } = setup();
    server.online = false;
    queue.enqueue(draft(1, 11));
    await vi.advanceTimersByTimeAsync(0);
    queue.hold();
    queue.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    server.online = true;
    queue.release();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('settles at once when nothing is pending', async () => {
    const { queue } = setup();
    await expect(queue.settle(3)).resolves.toEqual([]);
  });

  it('settle waits for pending answers to land', async () => {
    const { queue, server } = setup();
    server.online = false;
    queue.enqueue(draft(1, 11));
    await vi.advanceTimersByTimeAsync(0);
    const settled = queue.settle(3);
    await vi.advanceTimersByTimeAsync(0);
    server.online = true;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(settled).resolves.toEqual([]);
  });

  it('settle gives up after the given number of failures and returns what is unsaved', async () => {
    const { queue, send, server } = setup();
    server.online = false;
    queue.enqueue(draft(1, 11));
    queue.enqueue(draft(2, 21));
    await vi.advanceTimersByTimeAsync(20_000);
    send.mockClear();
    const done = vi.fn();
    void queue.settle(3).then(done);
    await vi.advanceTimersByTimeAsync(1000 + 1999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith([draft(1, 11), draft(2, 21)]);
    expect(send).toHaveBeenCalledTimes(6);
  });

  it('forgets everything on clear and ignores late responses', async () => {
    const { queue, send, server, status } = setup();
    server.online = false;
    queue.enqueue(draft(1, 11));
    queue.clear();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(status(1)).toBe('idle');
  });
});
