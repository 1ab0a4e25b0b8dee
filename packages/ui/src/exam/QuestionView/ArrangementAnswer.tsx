import { MatchingQuestion } from '../MatchingQuestion';
import { OrderingQuestion } from '../OrderingQuestion';
import { matchesFromIds, matchOutcomeOf, stepOutcomeOf, stepsInOrder, toOptions } from '../rules';
import type { AnswerAreaProps } from './AnswerArea';

/** A matching or ordering question during an attempt, read from the payload's one answer array. */
export function ArrangementAnswer({
  question,
  onMatch,
  onReorder,
  labelledBy,
  describedBy,
  disabled,
}: Omit<AnswerAreaProps, 'onChoiceToggle'>) {
  const parts = question.check?.parts ?? null;
  const common = { labelledBy, describedBy, disabled };
  return question.type === 'matching' ? (
    <MatchingQuestion
      {...common}
      items={toOptions(question.choices)}
      targets={toOptions(question.targets)}
      matches={matchesFromIds(question.selectedChoiceIds)}
      onMatch={onMatch}
      outcome={parts && matchOutcomeOf(parts)}
    />
  ) : (
    <OrderingQuestion
      {...common}
      steps={stepsInOrder(question.choices, question.selectedChoiceIds)}
      answered={question.selectedChoiceIds.length > 0}
      onReorder={onReorder}
      outcome={parts && stepOutcomeOf(parts)}
    />
  );
}
