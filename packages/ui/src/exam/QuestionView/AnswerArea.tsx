import { Skeleton } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { isArrangement, questionTypeOf } from '../rules';
import type { ExamQuestion } from '../types';
import { ChoiceList } from './ChoiceList';

// Matching and ordering load when such a question is first on screen: the exam page's first chunks keep to
// the choice list (tests/budgets: the two renderers would take the exam JS over its budget).
const ArrangementAnswer = lazy(() =>
  import('./ArrangementAnswer').then((m) => ({ default: m.ArrangementAnswer })),
);

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

/** The renderer for the question's type: lettered choices, matching letters or an ordered list of steps. */
export function AnswerArea({ onChoiceToggle, ...props }: AnswerAreaProps) {
  if (isArrangement(questionTypeOf(props.question))) {
    return (
      <Suspense fallback={<Skeleton height="240px" />}>
        <ArrangementAnswer {...props} />
      </Suspense>
    );
  }
  return <ChoiceList {...props} onChoiceToggle={onChoiceToggle} shortcuts />;
}
