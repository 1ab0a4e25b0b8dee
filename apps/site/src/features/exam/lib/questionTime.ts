// Active time per question (issue 28): how long each question is on screen in a visible tab while the attempt
// runs. `useQuestionTimer` starts and stops the one running segment; the time waits here until it is sent,
// with a report of its own (question change, tab hidden) or with the pause or submit (examApi), so the last
// question's time reaches the server before the attempt closes.
import type { QuestionTimeEntries } from '@elearning/api-client';

/** The server takes at most 10 minutes per entry; a longer stretch goes as several entries. */
const MAX_ENTRY_MS = 600_000;

interface Running {
  sessionId: number;
  questionId: number;
  since: number;
}

const pending = new Map<number, Map<number, number>>();
let running: Running | null = null;

const now = () => performance.now();

function add(sessionId: number, questionId: number, ms: number) {
  if (ms <= 0) return;
  const session = pending.get(sessionId) ?? new Map<number, number>();
  session.set(questionId, (session.get(questionId) ?? 0) + ms);
  pending.set(sessionId, session);
}

/** Closes the running segment up to `at`; with `restart` a new one starts there for the same question. */
function checkpoint(at: number, restart: boolean) {
  if (!running) return;
  add(running.sessionId, running.questionId, at - running.since);
  running = restart ? { ...running, since: at } : null;
}

/** The question is on screen, in a visible tab, in a running attempt: its time counts from now. */
export function startTiming(sessionId: number, questionId: number, at = now()): void {
  checkpoint(at, false);
  running = { sessionId, questionId, since: at };
}

/** The question left the screen, the tab was hidden or the attempt stopped running. */
export function stopTiming(at = now()): void {
  checkpoint(at, false);
}

/** Everything measured for the session so far (the running segment included, which goes on), as entries. */
export function takeQuestionTimes(sessionId: number, at = now()): QuestionTimeEntries {
  if (running?.sessionId === sessionId) checkpoint(at, true);
  const session = pending.get(sessionId);
  pending.delete(sessionId);
  const entries: QuestionTimeEntries = [];
  for (const [questionId, total] of session ?? []) {
    let left = Math.round(total);
    while (left >= 1 && entries.length < 50) {
      const ms = Math.min(left, MAX_ENTRY_MS);
      entries.push({ questionId, ms });
      left -= ms;
    }
  }
  return entries;
}

/** Entries a report could not deliver wait for the next one. */
export function giveBackQuestionTimes(sessionId: number, entries: QuestionTimeEntries): void {
  for (const { questionId, ms } of entries) add(sessionId, questionId, ms);
}

/** For tests: forget everything. */
export function resetQuestionTimes(): void {
  pending.clear();
  running = null;
}
