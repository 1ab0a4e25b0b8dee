// The wire encodes every answer in one id array (openapi.yaml, QuestionType); these read it into the shapes the
// matching and ordering components take, and back.
import type {
  ExamChoice,
  ItemOption,
  MatchOutcome,
  MatchPair,
  PartVerdict,
  QuestionType,
  StepOutcome,
} from '../types';
import { sortByChoiceOrder } from './choices';

/** The question's type; a question without one is `single` or `multiple` by how many answers it asks for. */
export function questionTypeOf(question: {
  type?: QuestionType;
  correctAnswersNumber?: number;
}): QuestionType {
  if (question.type) return question.type;
  return (question.correctAnswersNumber ?? 1) > 1 ? 'multiple' : 'single';
}

/** The ordering and matching types, whose answer is an arrangement rather than a selection. */
export const isArrangement = (type: QuestionType) => type === 'matching' || type === 'ordering';

/** Choices as the components' options, sorted by display position. */
export const toOptions = (choices: readonly ExamChoice[] | undefined): ItemOption[] =>
  sortByChoiceOrder(choices ?? []).map((c) => ({ id: c.choiceId, text: c.choiceText }));

/** [item, target, item, target…] → pairs; a trailing odd id is dropped. */
export function matchesFromIds(ids: readonly number[]): MatchPair[] {
  const pairs: MatchPair[] = [];
  for (let i = 0; i + 1 < ids.length; i += 2) pairs.push({ itemId: ids[i]!, targetId: ids[i + 1]! });
  return pairs;
}

/** Pairs → [item, target, item, target…]. */
export const idsFromMatches = (pairs: readonly MatchPair[]): number[] =>
  pairs.flatMap((p) => [p.itemId, p.targetId]);

/**
 * The steps in the learner's order when the saved answer holds every step once; otherwise (not answered) in
 * the order first shown.
 */
export function stepsInOrder(steps: readonly ExamChoice[], selectedIds: readonly number[]): ItemOption[] {
  const shown = toOptions(steps);
  const complete =
    selectedIds.length === shown.length &&
    new Set(selectedIds).size === shown.length &&
    selectedIds.every((id) => shown.some((s) => s.id === id));
  return complete ? selectedIds.map((id) => shown.find((s) => s.id === id)!) : shown;
}

/** Matching verdicts from the parts of a check or a review. */
export const matchOutcomeOf = (parts: readonly PartVerdict[]): MatchOutcome[] =>
  parts.map((p) => ({ itemId: p.choiceId, correctTargetId: p.correctTargetId ?? 0, correct: p.correct }));

/** Ordering verdicts from the parts of a check or a review. */
export const stepOutcomeOf = (parts: readonly PartVerdict[]): StepOutcome[] =>
  parts.map((p) => ({
    stepId: p.choiceId,
    correctPosition: p.correctPosition ?? 0,
    correct: p.correct,
    placed: p.selectedPosition !== null,
  }));
