// Builds the tests from the bank, deterministically and stably (docs/question-bank.md, "Tests"):
//  1. every test keeps the questions it lists (unknown ids and ids already listed by an earlier test are dropped);
//  2. each mock (kind: mock) keeps at most its blueprint count per area, in its own order (the rest is released);
//  3. mocks are topped up area by area from the questions no test lists, dealt in a fixed order (types interleaved
//     in proportion, then by a hash of the id), the mock missing most first: matching and ordering items spread
//     over the mocks, but their counts are not evened out (a mock keeps what earlier runs gave it);
//     an area with too few questions is filled from the area with most left over, and said so;
//  4. every question still unlisted joins the topic test (kind: topic) whose `areas` names its domain;
//  5. a topic test's time is 1.5 minutes a question, rounded up to 5 minutes.
// Free tests are never changed. Rerunning with more questions keeps every assignment and only adds.
import { createHash } from 'node:crypto';
import type { Blueprint } from './blueprint';
import type { QuestionRecord, TestRecord } from './records';

export interface Assembly {
  tests: TestRecord[];
  notes: string[];
}

const hash = (id: string) => createHash('sha256').update(id).digest('hex');

/** Questions of one area in dealing order: types interleaved in proportion, each type by the hash of its ids. */
export function dealingOrder(questions: QuestionRecord[]): QuestionRecord[] {
  const strata = new Map<string, QuestionRecord[]>();
  for (const q of [...questions].sort((a, b) => hash(a.id).localeCompare(hash(b.id)))) {
    strata.set(q.type, [...(strata.get(q.type) ?? []), q]);
  }
  const groups = [...strata.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, list]) => list);
  const taken = groups.map(() => 0);
  const order: QuestionRecord[] = [];
  for (let k = 1; k <= questions.length; k++) {
    // The stratum furthest behind its proportional share after k picks.
    let best = -1;
    let bestLag = -Infinity;
    groups.forEach((list, g) => {
      if (taken[g]! >= list.length) return;
      const lag = (list.length * k) / questions.length - taken[g]!;
      if (lag > bestLag + 1e-9) [best, bestLag] = [g, lag];
    });
    order.push(groups[best]![taken[best]!]!);
    taken[best]!++;
  }
  return order;
}

export function topicMinutes(questions: number): number {
  return Math.max(10, Math.ceil((questions * 1.5) / 5) * 5);
}

export function assemble(
  questions: QuestionRecord[],
  previous: TestRecord[],
  blueprint: Blueprint,
): Assembly {
  const notes: string[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const listed = new Set<string>();
  const tests = [...previous]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map((test) => {
      const kept = test.questions.filter((id) => {
        if (!byId.has(id)) notes.push(`${test.slug}: dropped ${id}, not in the bank`);
        else if (listed.has(id)) notes.push(`${test.slug}: dropped ${id}, already in another test`);
        else return true;
        return false;
      });
      kept.forEach((id) => listed.add(id));
      return { ...test, questions: kept };
    });
  const mocks = tests.filter((t) => t.kind === 'mock');
  const areaOf = (id: string) => byId.get(id)!.domain;

  // 2. Nothing above the blueprint.
  for (const mock of mocks) {
    const perArea = new Map<string, number>();
    mock.questions = mock.questions.filter((id) => {
      const area = areaOf(id);
      const n = (perArea.get(area) ?? 0) + 1;
      if (n > (blueprint.per_mock[area] ?? 0)) {
        listed.delete(id);
        notes.push(`${mock.slug}: released ${id}, ${area} is full (${blueprint.per_mock[area] ?? 0})`);
        return false;
      }
      perArea.set(area, n);
      return true;
    });
  }

  // 3. Top up each area, then fill what is still missing from the largest leftovers.
  const pool = new Map<string, QuestionRecord[]>();
  for (const area of Object.keys(blueprint.per_mock))
    pool.set(area, dealingOrder(questions.filter((q) => q.domain === area && !listed.has(q.id))));
  const count = (mock: TestRecord, area: string) => mock.questions.filter((id) => areaOf(id) === area).length;
  for (const [area, quota] of Object.entries(blueprint.per_mock)) {
    const available = pool.get(area)!;
    for (;;) {
      const lacking = mocks
        .map((mock) => ({ mock, missing: quota - count(mock, area) }))
        .filter(({ missing }) => missing > 0)
        .sort((a, b) => b.missing - a.missing);
      if (!lacking.length || !available.length) break;
      const next = available.shift()!;
      lacking[0]!.mock.questions.push(next.id);
      listed.add(next.id);
    }
  }
  for (const mock of mocks) {
    for (const [area, quota] of Object.entries(blueprint.per_mock)) {
      let missing = quota - count(mock, area);
      while (missing > 0) {
        const [donor, list] = [...pool.entries()].sort(([, a], [, b]) => b.length - a.length)[0]!;
        if (!list.length) break;
        const next = list.shift()!;
        mock.questions.push(next.id);
        listed.add(next.id);
        notes.push(`${mock.slug}: ${area} has too few questions; ${next.id} (${donor}) takes its place`);
        missing--;
      }
    }
    if (mock.questions.length !== blueprint.mock_size)
      notes.push(`${mock.slug}: ${mock.questions.length} questions, not ${blueprint.mock_size}`);
  }

  // 4. The rest goes to the topic tests.
  const topics = tests.filter((t) => t.kind === 'topic');
  for (const area of Object.keys(blueprint.per_mock)) {
    const rest = pool.get(area)!.filter((q) => !listed.has(q.id));
    if (!rest.length) continue;
    const topic = topics.find((t) => t.areas?.includes(area));
    if (!topic) {
      notes.push(`${area}: ${rest.length} questions in no test (no topic test lists this area)`);
      continue;
    }
    for (const q of rest) {
      topic.questions.push(q.id);
      listed.add(q.id);
    }
  }
  for (const q of questions)
    if (!listed.has(q.id) && !(q.domain in blueprint.per_mock))
      notes.push(`${q.id}: unknown area ${q.domain}`);

  // 5. Times.
  for (const topic of topics) topic.minutes = topicMinutes(topic.questions.length);
  for (const mock of mocks) mock.minutes = blueprint.mock_minutes;
  return { tests, notes };
}
