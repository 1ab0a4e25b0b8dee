import { MatchingQuestion } from '../MatchingQuestion';
import { OrderingQuestion } from '../OrderingQuestion';
import {
  matchesFromIds,
  matchOutcomeOf,
  questionTypeOf,
  stepOutcomeOf,
  stepsInOrder,
  toOptions,
} from '../rules';
import type { ExamQuestion } from '../types';
import { ChoiceList } from './ChoiceList';

export interface AnswerAreaProps {
  question: ExamQuestion;
  /** single / multiple: a choice was clicked or typed. */
  onChoiceToggle: (choiceId: number) => void;
  /** matching: a target was chosen for an item (null: cleared). */
  onMatch?: (itemId: number, targetId: number | null) => void;
  /** ordering: the learner's new order of every step. */
  onReorder?: (stepIds: number[]) => void;
  /** Id of the question text. */
  labelledBy: string;
  /** Id of the question's hint. */
  describedBy: string;
  disabled: boolean;
}

/** The renderer for the question's type: lettered choices, matching selects or an ordered list of steps. */
export function AnswerArea({
  question,
  onChoiceToggle,
  onMatch,
  onReorder,
  labelledBy,
  describedBy,
  disabled,
}: AnswerAreaProps) {
  const type = questionTypeOf(question);
  const parts = question.check?.parts ?? null;
  const common = { labelledBy, describedBy, disabled };
  if (type === 'matching') {
    return (
      <MatchingQuestion
        {...common}
        items={toOptions(question.choices)}
        targets={toOptions(question.targets)}
        matches={matchesFromIds(question.selectedChoiceIds)}
        onMatch={onMatch}
        outcome={parts && matchOutcomeOf(parts)}
      />
    );
  }
  if (type === 'ordering') {
    return (
      <OrderingQuestion
        {...common}
        steps={stepsInOrder(question.choices, question.selectedChoiceIds)}
        answered={question.selectedChoiceIds.length > 0}
        onReorder={onReorder}
        outcome={parts && stepOutcomeOf(parts)}
      />
    );
  }
  return <ChoiceList {...common} question={question} onChoiceToggle={onChoiceToggle} shortcuts />;
}
