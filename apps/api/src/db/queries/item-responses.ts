// What the item-statistics report reads: every question of every submitted exam attempt, scored as the exam
// scored it, the question versions they point at, and the learners' problem reports.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { attemptQuestions, attempts, choices, questionReports, questions, tests } from '../schema';
import { isQuestionCorrect, type ScoredChoice } from '../../services/scoring';
import type { ItemResponse, LearnerReport } from '../../services/item-statistics';

export interface ReportedQuestion {
  questionId: number;
  testSlug: string;
  bankKey: string;
  version: number;
  active: boolean;
  domain: string;
  type: string;
  text: string;
}

export interface ItemData {
  responses: ItemResponse[];
  reportsByQuestion: Map<number, number>;
  /** Each question's learner reports (reason, comment, language), oldest first. */
  learnerReports: Map<number, LearnerReport[]>;
  questions: Map<number, ReportedQuestion>;
}

export async function loadItemData(db: Db): Promise<ItemData> {
  const asked = await db
    .select({
      attemptId: attemptQuestions.attemptId,
      questionId: attemptQuestions.questionId,
      selected: attemptQuestions.selectedChoiceIds,
    })
    .from(attemptQuestions)
    .innerJoin(attempts, eq(attempts.id, attemptQuestions.attemptId))
    .where(and(eq(attempts.status, 'COMPLETED'), eq(attempts.mode, 'exam')));

  const reported = await db
    .select({
      questionId: questionReports.questionId,
      reason: questionReports.reason,
      comment: questionReports.comment,
      lang: questionReports.lang,
      updatedAt: questionReports.updatedAt,
    })
    .from(questionReports)
    .orderBy(asc(questionReports.updatedAt), asc(questionReports.id));
  const learnerReports = new Map<number, LearnerReport[]>();
  for (const { questionId, updatedAt, ...report } of reported) {
    const list = learnerReports.get(questionId) ?? [];
    list.push({ ...report, updatedAt: updatedAt.toISOString() });
    learnerReports.set(questionId, list);
  }
  const reportsByQuestion = new Map([...learnerReports].map(([id, list]) => [id, list.length]));

  const ids = [...new Set([...asked.map((a) => a.questionId), ...reportsByQuestion.keys()])];
  const rows = ids.length
    ? await db
        .select({
          questionId: questions.id,
          testSlug: tests.slug,
          bankKey: questions.bankKey,
          version: questions.version,
          active: questions.active,
          domain: questions.domain,
          type: questions.type,
          text: questions.text,
        })
        .from(questions)
        .innerJoin(tests, eq(tests.id, questions.testId))
        .where(inArray(questions.id, ids))
    : [];
  const keyRows = ids.length
    ? await db
        .select({
          questionId: choices.questionId,
          id: choices.id,
          kind: choices.kind,
          correct: choices.correct,
          correctPosition: choices.correctPosition,
          correctTargetId: choices.correctTargetId,
        })
        .from(choices)
        .where(inArray(choices.questionId, ids))
    : [];
  const choicesByQuestion = new Map<number, ScoredChoice[]>();
  for (const { questionId, ...choice } of keyRows) {
    const list = choicesByQuestion.get(questionId) ?? [];
    list.push(choice);
    choicesByQuestion.set(questionId, list);
  }
  const questionsById = new Map(rows.map((row) => [row.questionId, row]));
  const responses = asked.map(({ attemptId, questionId, selected }) => ({
    attemptId,
    questionId,
    correct: isQuestionCorrect({
      type: questionsById.get(questionId)?.type,
      choices: choicesByQuestion.get(questionId) ?? [],
      selectedChoiceIds: selected,
    }),
  }));
  return { responses, reportsByQuestion, learnerReports, questions: questionsById };
}
