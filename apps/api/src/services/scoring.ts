// Scoring of every item type, all or nothing per item, and the key in the wire encoding of an answer
// (openapi.yaml, QuestionType): chosen options; every step in order; matching pairs flattened [item, target, …].
import type { ChoiceKind, QuestionTypeName } from '../db/schema';

export interface ScoredChoice {
  id: number;
  /** Missing: an option (single, multiple). */
  kind?: ChoiceKind;
  correct: boolean;
  /** A step's place in the correct order. */
  correctPosition?: number | null;
  /** An item's target. */
  correctTargetId?: number | null;
}

export interface ScoredQuestion {
  /** Missing: single or multiple (scored alike). */
  type?: QuestionTypeName;
  /** In display order: the key of a matching item lists the items in it. */
  choices: readonly ScoredChoice[];
  selectedChoiceIds: readonly number[];
}

export const DEFAULT_PASSING_SCORE = 70;

const kindOf = (choice: { kind?: ChoiceKind | undefined }): ChoiceKind => choice.kind ?? 'option';

/** The correct answer, encoded as an answer is: the key (never sent before submission or a practice check). */
export function answerKey(type: QuestionTypeName | undefined, choices: readonly ScoredChoice[]): number[] {
  if (type === 'ordering')
    return choices
      .filter((c) => kindOf(c) === 'step')
      .sort((a, b) => (a.correctPosition ?? 0) - (b.correctPosition ?? 0))
      .map((c) => c.id);
  if (type === 'matching')
    return choices.filter((c) => kindOf(c) === 'item').flatMap((c) => [c.id, c.correctTargetId ?? 0]);
  return choices.filter((c) => kindOf(c) === 'option' && c.correct).map((c) => c.id);
}

/** item → target of a flattened matching answer. */
export function pairsOf(answer: readonly number[]): Map<number, number> {
  const pairs = new Map<number, number>();
  for (let i = 0; i + 1 < answer.length; i += 2) pairs.set(answer[i] as number, answer[i + 1] as number);
  return pairs;
}

/** Whether `answer` is the key: the same set of options, the same step order, the same pairs. */
export function isAnswerCorrect(
  type: QuestionTypeName | undefined,
  answer: readonly number[],
  key: readonly number[],
): boolean {
  if (type === 'ordering') return answer.length === key.length && key.every((id, i) => answer[i] === id);
  if (type === 'matching') {
    const given = pairsOf(answer);
    const right = pairsOf(key);
    return given.size === right.size && [...right].every(([item, target]) => given.get(item) === target);
  }
  const chosen = new Set(answer);
  return chosen.size === key.length && key.every((id) => chosen.has(id));
}

/** All or nothing: every option's flag equals whether it was chosen; every step in place; every pair right. */
export function isQuestionCorrect(question: ScoredQuestion): boolean {
  return isAnswerCorrect(
    question.type,
    question.selectedChoiceIds,
    answerKey(question.type, question.choices),
  );
}

/** The same verdict from the correct choices' ids alone (single and multiple; see isAnswerCorrect for all). */
export function isSelectionCorrect(
  selectedChoiceIds: readonly number[],
  correctChoiceIds: readonly number[],
) {
  return isAnswerCorrect('multiple', selectedChoiceIds, correctChoiceIds);
}

export interface PartVerdict {
  choiceId: number;
  correct: boolean;
  selectedPosition?: number | null;
  correctPosition?: number;
  selectedTargetId?: number | null;
  correctTargetId?: number;
}

/** One verdict per step or item, in the order of `choices` (display order); empty for single and multiple. */
export function partVerdicts(question: ScoredQuestion): PartVerdict[] {
  const { type, choices, selectedChoiceIds: answer } = question;
  if (type === 'ordering') {
    const placed = new Map(answer.map((id, i) => [id, i + 1]));
    return choices
      .filter((c) => kindOf(c) === 'step')
      .map((c) => {
        const selectedPosition = placed.get(c.id) ?? null;
        const correctPosition = c.correctPosition ?? 0;
        return {
          choiceId: c.id,
          correct: selectedPosition === correctPosition,
          selectedPosition,
          correctPosition,
        };
      });
  }
  if (type === 'matching') {
    const given = pairsOf(answer);
    return choices
      .filter((c) => kindOf(c) === 'item')
      .map((c) => {
        const selectedTargetId = given.get(c.id) ?? null;
        const correctTargetId = c.correctTargetId ?? 0;
        return {
          choiceId: c.id,
          correct: selectedTargetId === correctTargetId,
          selectedTargetId,
          correctTargetId,
        };
      });
  }
  return [];
}

/**
 * What is wrong with an answer to a question of `type` whose choices are `choices` (ids and kinds), or null. The
 * answer statement applies the same rules in SQL (queries/attempts.ts, `answerAccepted`); this names the fault.
 */
export function answerProblem(
  type: QuestionTypeName,
  choices: readonly Pick<ScoredChoice, 'id' | 'kind'>[],
  answer: readonly number[],
  allowed: number,
): string | null {
  const kinds = new Map(choices.map((c) => [c.id, kindOf(c)]));
  const field = 'body/selectedChoiceIds';
  const foreign = answer.find((id) => !kinds.has(id));
  if (foreign !== undefined) return `${field}: choice ${foreign} is not a choice of this question`;
  if (new Set(answer).size !== answer.length) return `${field}: an id may appear only once`;
  const wrongRole = (id: number, role: ChoiceKind) =>
    kinds.get(id) === role
      ? null
      : `${field}: choice ${id} is not ${role === 'item' ? 'an' : 'a'} ${role} of this question`;
  if (type === 'ordering') {
    for (const id of answer) {
      const problem = wrongRole(id, 'step');
      if (problem) return problem;
    }
    const steps = choices.filter((c) => kindOf(c) === 'step').length;
    if (answer.length !== 0 && answer.length !== steps)
      return `${field}: give every one of the ${steps} steps, in order`;
    return null;
  }
  if (type === 'matching') {
    if (answer.length % 2 !== 0) return `${field}: pairs of item and target expected`;
    for (let i = 0; i < answer.length; i++) {
      const problem = wrongRole(answer[i] as number, i % 2 === 0 ? 'item' : 'target');
      if (problem) return problem;
    }
    return null;
  }
  for (const id of answer) {
    const problem = wrongRole(id, 'option');
    if (problem) return problem;
  }
  if (answer.length > allowed) return `${field}: choose at most ${allowed}`;
  return null;
}

export interface Score {
  correctCount: number;
  total: number;
  /** Whole percent, 0 to 100. */
  score: number;
}

export function scoreAttempt(questions: readonly ScoredQuestion[]): Score {
  const correctCount = questions.filter(isQuestionCorrect).length;
  const total = questions.length;
  return { correctCount, total, score: total === 0 ? 0 : Math.round((correctCount * 100) / total) };
}

export function hasPassed(score: number, passingScore: number | null | undefined): boolean {
  return score >= (passingScore ?? DEFAULT_PASSING_SCORE);
}
