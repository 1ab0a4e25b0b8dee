import { MatchingQuestion } from '../MatchingQuestion';
import { OrderingQuestion } from '../OrderingQuestion';
import { matchesFromIds, matchOutcomeOf, stepOutcomeOf, stepsInOrder, toOptions } from '../rules';
import type { ExamChoice, ReviewedQuestion } from '../types';

/** A reviewed matching or ordering item: the learner's pairs or order, each marked, with the correct answer. */
export function ReviewArrangement({
  question,
  labelledBy,
}: {
  question: ReviewedQuestion;
  labelledBy: string;
}) {
  const parts = question.parts ?? [];
  const selected = question.selectedChoiceIds ?? [];
  const shown: ExamChoice[] = question.answers.map((a) => ({
    choiceId: a.answerId,
    choiceText: a.value,
    choiceOrder: a.choiceOrder,
  }));
  return question.type === 'matching' ? (
    <MatchingQuestion
      items={toOptions(shown)}
      targets={toOptions(question.targets)}
      matches={matchesFromIds(selected)}
      outcome={matchOutcomeOf(parts)}
      labelledBy={labelledBy}
    />
  ) : (
    <OrderingQuestion
      steps={stepsInOrder(shown, selected)}
      answered={selected.length > 0}
      outcome={stepOutcomeOf(parts)}
      labelledBy={labelledBy}
    />
  );
}
