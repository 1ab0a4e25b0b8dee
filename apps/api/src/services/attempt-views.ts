// Wire shapes of an attempt. Before submission a question goes out through `questionView`, which has no
// access to correct flags or explanations in its output type.
import type { Schemas } from '../contract/types';
import type { Db } from '../db/client';
import {
  attemptQuestion,
  attemptReview,
  questionStates,
  type AttemptQuestion,
  type AttemptRow,
  type ReviewQuestion,
} from '../db/queries/attempts';
import { and, desc, eq, lt } from 'drizzle-orm';
import { attempts } from '../db/schema';
import type { TestRow } from '../db/queries/attempts';
import { asDomainName, domainKey } from './domains';
import { inLanguage, type Lang } from './language';
import { remainingSeconds } from './exam-clock';
import { attemptReports } from './reports';
import { answerKey, hasPassed, isQuestionCorrect, partVerdicts } from './scoring';

/** The options, steps or items of a question (every choice but the matching targets), in display order. */
const answerable = (question: AttemptQuestion) => question.choices.filter((c) => c.kind !== 'target');
const targetsOf = (question: AttemptQuestion) => question.choices.filter((c) => c.kind === 'target');
/** Choices on the wire: id, text and display position only, never a key. */
const wireChoices = (list: AttemptQuestion['choices']): Schemas['Choice'][] =>
  list.map((c) => ({ choiceId: c.id, choiceText: c.text, choiceOrder: c.position }));

/** Options to choose (single, multiple), steps to order, items to match. */
function answerCount(question: AttemptQuestion): number {
  if (question.type === 'ordering' || question.type === 'matching') return answerable(question).length;
  return question.choices.filter((c) => c.correct).length;
}

/** The key and the per-part verdicts: sent only after submission or a practice check. */
function verdict(question: AttemptQuestion) {
  return {
    correct: isQuestionCorrect(question),
    correctChoiceIds: answerKey(question.type, question.choices),
    parts: partVerdicts(question),
  };
}

/** The verdict of a question checked in practice: the one place a running attempt reveals answers. */
export function practiceCheckView(question: AttemptQuestion, lang: Lang): Schemas['PracticeCheck'] {
  const { correct, correctChoiceIds, parts } = verdict(question);
  return {
    questionId: question.questionId,
    type: question.type,
    correct,
    selectedChoiceIds: question.selectedChoiceIds,
    correctChoiceIds,
    parts,
    explanation: question.explanation,
    references: question.references.map((ref) => ({
      title: inLanguage(lang, ref.title, ref.titleFr),
      url: ref.url,
    })),
  };
}

export function questionView(question: AttemptQuestion, lang: Lang = 'en'): Schemas['Question'] {
  const checked = question.mode === 'practice' && question.checkedAt !== null;
  return {
    questionId: question.questionId,
    orderId: question.orderId,
    type: question.type,
    questionText: question.text,
    category: domainKey(question.domain),
    categoryName: asDomainName(question.domain),
    correctAnswersNumber: answerCount(question),
    flagged: question.flagged,
    selectedChoiceIds: question.selectedChoiceIds,
    choices: wireChoices(answerable(question)),
    ...(question.type === 'matching' ? { targets: wireChoices(targetsOf(question)) } : {}),
    ...(checked ? { check: practiceCheckView(question, lang) } : {}),
  };
}

export async function sessionView(
  db: Db,
  attempt: AttemptRow,
  now: Date,
  lang: Lang = 'en',
): Promise<Schemas['TestSession']> {
  // The attempt opens where the learner last was (savePosition); a position past the end (a set that lost a
  // question) falls back to the first one.
  const [states, atPosition] = await Promise.all([
    questionStates(db, attempt.id),
    attemptQuestion(db, attempt.id, { orderId: attempt.currentQuestion }, lang),
  ]);
  const first = atPosition ?? (await attemptQuestion(db, attempt.id, { orderId: 1 }, lang));
  if (!first) throw new Error(`attempt ${attempt.id} has no questions`);
  return {
    id: attempt.id,
    testId: attempt.testId,
    mode: attempt.mode,
    ...(attempt.sample ? { sample: true } : {}),
    status: attempt.status,
    remainingTime: remainingSeconds(attempt, now),
    timeLimit: attempt.timeLimit,
    totalQuestions: states.length,
    deadline: attempt.status === 'IN PROGRESS' ? attempt.deadline.toISOString() : null,
    questionStates: states.map((s) => ({
      orderId: s.orderId,
      questionId: s.questionId,
      answered: s.selectedChoiceIds.length > 0,
      flagged: s.flagged,
      checked: s.checked,
      ...(s.correct !== undefined ? { correct: s.correct } : {}),
    })),
    firstQuestion: questionView(first, lang),
  };
}

function reviewedQuestion(
  question: ReviewQuestion,
  lang: Lang,
  report: Schemas['QuestionReport'] | undefined,
): Schemas['ReviewedQuestion'] {
  const chosen = new Set(question.selectedChoiceIds);
  const { correct, correctChoiceIds, parts } = verdict(question);
  const partRight = new Map(parts.map((p) => [p.choiceId, p.correct]));
  const keyed = question.type === 'ordering' || question.type === 'matching';
  return {
    questionId: question.questionId,
    orderId: question.orderId,
    type: question.type,
    questionText: question.text,
    category: domainKey(question.domain),
    categoryName: asDomainName(question.domain),
    explanation: question.explanation,
    flagged: question.flagged,
    ignored: question.selectedChoiceIds.length === 0,
    correct,
    answers: answerable(question).map((c) => ({
      answerId: c.id,
      value: c.text,
      choiceOrder: c.position,
      // A step or item: placed or matched right (its part verdict); an option: a correct one.
      correct: keyed ? (partRight.get(c.id) ?? false) : c.correct,
      clientChose: chosen.has(c.id),
    })),
    ...(question.type === 'matching' ? { targets: wireChoices(targetsOf(question)) } : {}),
    selectedChoiceIds: question.selectedChoiceIds,
    correctChoiceIds,
    parts,
    references: question.references.map((ref) => ({
      title: inLanguage(lang, ref.title, ref.titleFr),
      url: ref.url,
    })),
    report: report ?? null,
    activeSeconds: Math.round(question.activeMs / 1000),
  };
}

/** The score of the learner's attempt of the same test and mode submitted just before this one, if any. */
async function previousScore(db: Db, attempt: AttemptRow): Promise<number | null> {
  const [previous] = await db
    .select({ score: attempts.score })
    .from(attempts)
    .where(
      and(
        eq(attempts.userId, attempt.userId),
        eq(attempts.testId, attempt.testId),
        eq(attempts.mode, attempt.mode),
        eq(attempts.status, 'COMPLETED'),
        lt(attempts.id, attempt.id),
      ),
    )
    .orderBy(desc(attempts.id))
    .limit(1);
  return previous ? (previous.score ?? 0) : null;
}

/** Only for a COMPLETED attempt: this is where correct flags and explanations leave the server. */
export async function resultView(
  db: Db,
  attempt: AttemptRow,
  test: TestRow,
  lang: Lang = 'en',
): Promise<Schemas['TestResult']> {
  if (attempt.status !== 'COMPLETED' || !attempt.endedAt)
    throw new Error(`attempt ${attempt.id} is not submitted`);
  const review = await attemptReview(db, attempt.id, lang);
  const [reports, previous] = await Promise.all([
    attemptReports(
      db,
      attempt.userId,
      attempt.id,
      review.map((q) => q.questionId),
    ),
    previousScore(db, attempt),
  ]);
  const questions = review.map((q) => reviewedQuestion(q, lang, reports.get(q.questionId)));
  const unansweredCount = questions.filter((q) => q.ignored).length;
  const summary = historySummary(attempt);
  return {
    ...summary,
    historyId: attempt.id,
    testTitle: inLanguage(lang, test.title, test.titleFr),
    timeLimit: attempt.timeLimit,
    questions,
    unansweredCount,
    wrongCount: Math.max(0, summary.totalQuestions - summary.correctAnswersCount - unansweredCount),
    activeTime: questions.reduce((sum, q) => sum + q.activeSeconds, 0),
    previousScore: previous,
  };
}

export function historySummary(attempt: AttemptRow) {
  const score = attempt.score ?? 0;
  return {
    testId: attempt.testId,
    mode: attempt.mode,
    score,
    correctAnswersCount: attempt.correctCount ?? 0,
    totalQuestions: attempt.totalQuestions,
    passingScore: attempt.passingScore,
    passed: hasPassed(score, attempt.passingScore),
    timeUsed: attempt.timeUsed ?? 0,
    endTime: (attempt.endedAt ?? attempt.startedAt).toISOString(),
  };
}

export function historyEntry(attempt: AttemptRow): Schemas['HistorySummary'] {
  return { testHistoryId: attempt.id, ...historySummary(attempt) };
}
