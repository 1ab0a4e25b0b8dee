// Item statistics for question authors: how often each question is answered right in submitted exams and how
// well it separates learners who know the material from those who do not (docs/question-bank.md says how an
// author acts on them).

/** One question as answered in one submitted exam attempt; an unanswered question counts as wrong. */
export interface ItemResponse {
  attemptId: number;
  /** The question version: `questions.id`. */
  questionId: number;
  correct: boolean;
}

export interface ItemStatistics {
  questionId: number;
  answers: number;
  /** Share of the answers that were right (the item's difficulty index, p). */
  shareCorrect: number;
  /**
   * Item-rest correlation: Pearson's r between the item's score (0/1) and the rest of the attempt's score, over
   * the attempts that asked it; null where either never varies (everyone right, or every attempt the same).
   */
  discrimination: number | null;
  reports: number;
  /** Why the question needs a review before the next release; empty when it does not. */
  flags: ReviewFlag[];
}

/** One learner's problem report on a question, as the author reads it. */
export interface LearnerReport {
  reason: string;
  /** Free text; empty when the learner gave none. */
  comment: string;
  /** The language the learner read the question in. */
  lang: string;
  /** When the learner last saved the report (ISO 8601). */
  updatedAt: string;
}

export type ReviewFlag = 'low share correct' | 'negative discrimination' | 'reported';

export interface ReviewRules {
  /** Answers needed before the share correct and the discrimination can flag a question. */
  minAnswers: number;
  /** A share correct below this flags the question (CONTENT.md: 0.2). */
  minShareCorrect: number;
}

export const DEFAULT_REVIEW_RULES: ReviewRules = { minAnswers: 30, minShareCorrect: 0.2 };

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Per question: answers, share correct, item-rest discrimination, reports and review flags. */
export function itemStatistics(
  responses: readonly ItemResponse[],
  reportsByQuestion: ReadonlyMap<number, number> = new Map(),
  rules: ReviewRules = DEFAULT_REVIEW_RULES,
): ItemStatistics[] {
  const attemptScores = new Map<number, number>();
  const byQuestion = new Map<number, ItemResponse[]>();
  for (const response of responses) {
    attemptScores.set(response.attemptId, (attemptScores.get(response.attemptId) ?? 0) + +response.correct);
    const list = byQuestion.get(response.questionId) ?? [];
    list.push(response);
    byQuestion.set(response.questionId, list);
  }
  const questionIds = new Set([...byQuestion.keys(), ...reportsByQuestion.keys()]);
  return [...questionIds].map((questionId) => {
    const answered = byQuestion.get(questionId) ?? [];
    const item = answered.map((r) => +r.correct);
    const rest = answered.map((r) => (attemptScores.get(r.attemptId) ?? 0) - +r.correct);
    const right = item.reduce((sum, v) => sum + v, 0);
    const shareCorrect = answered.length ? right / answered.length : 0;
    const discrimination = pearson(item, rest);
    const reports = reportsByQuestion.get(questionId) ?? 0;
    const flags: ReviewFlag[] = [];
    const enough = answered.length >= rules.minAnswers;
    if (enough && shareCorrect < rules.minShareCorrect) flags.push('low share correct');
    if (enough && discrimination !== null && discrimination < 0) flags.push('negative discrimination');
    if (reports > 0) flags.push('reported');
    return { questionId, answers: answered.length, shareCorrect, discrimination, reports, flags };
  });
}

export interface DescribedQuestion {
  testSlug: string;
  bankKey: string;
  version: number;
  active: boolean;
  domain: string;
  type: string;
}

const figure = (value: number | null, digits = 2) => (value === null ? '—' : value.toFixed(digits));

/** A report under its question's row: reason (language, day): the comment on one line. */
function reportLine({ reason, comment, lang, updatedAt }: LearnerReport): string {
  const said = comment.replace(/\s+/g, ' ').trim();
  return `    - ${reason} (${lang}, ${updatedAt.slice(0, 10)})${said ? `: ${said}` : ', no comment'}`;
}

/**
 * The report as text: flagged questions first, then from the lowest share correct; one line each, and under a
 * reported question one line per learner report (its reason, language, day and comment).
 */
export function formatItemReport(
  statistics: readonly ItemStatistics[],
  describe: (questionId: number) => DescribedQuestion | undefined,
  rules: ReviewRules = DEFAULT_REVIEW_RULES,
  reportsOf: (questionId: number) => readonly LearnerReport[] = () => [],
): string {
  const sorted = [...statistics].sort(
    (a, b) =>
      b.flags.length - a.flags.length || a.shareCorrect - b.shareCorrect || a.questionId - b.questionId,
  );
  const header = ['flags', 'test', 'question', 'domain', 'type', 'answers', 'p', 'r(item-rest)', 'reports'];
  const rows = sorted.map((s) => {
    const q = describe(s.questionId);
    return [
      s.flags.join(', ') || 'ok',
      q?.testSlug ?? '?',
      q ? `${q.bankKey} v${q.version}${q.active ? '' : ' (retired)'}` : `#${s.questionId}`,
      q?.domain ?? '?',
      q?.type ?? '?',
      String(s.answers),
      figure(s.shareCorrect),
      figure(s.discrimination),
      String(s.reports),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const flagged = sorted.filter((s) => s.flags.length).length;
  const answers = sorted.reduce((sum, s) => sum + s.answers, 0);
  return [
    `Item statistics: ${sorted.length} questions, ${answers} answers in submitted exams, ${flagged} flagged for review`,
    `(flags: share correct p < ${rules.minShareCorrect} or item-rest r < 0 after ${rules.minAnswers} answers; any learner report)`,
    '(learner reports under their question: reason (language, day): comment)',
    '',
    line(header),
    ...rows.flatMap((row, i) => [line(row), ...reportsOf(sorted[i]!.questionId).map(reportLine)]),
  ].join('\n');
}
