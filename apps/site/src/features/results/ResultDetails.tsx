import { ResultReview, ResultSummary, type ExamResult } from '@elearning/ui';
import { useState } from 'react';
import { paths } from '../../config/paths';

export interface ResultDetailsProps {
  result: ExamResult;
  /** Retake Exam (the test page only). */
  onRetake?: () => void;
  isRetaking?: boolean;
}

/** An attempt's summary, and its detailed review with filters behind View Correct Answers & Explanations. */
export function ResultDetails({ result, onRetake, isRetaking }: ResultDetailsProps) {
  const [view, setView] = useState<'summary' | 'review'>('summary');
  const show = (next: typeof view) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };
  if (view === 'review') {
    return <ResultReview questions={result.questions} onBackToSummary={() => show('summary')} />;
  }
  return (
    <ResultSummary
      result={result}
      onViewAnswers={() => show('review')}
      onRetake={onRetake}
      isRetaking={isRetaking}
      dashboardHref={paths.dashboard}
    />
  );
}
