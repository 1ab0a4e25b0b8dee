import { useReportQuestion } from '@elearning/api-client';
import {
  ResultReview,
  ResultSummary,
  type ExamResult,
  type QuestionReportValues,
  type ReviewedQuestion,
} from '@elearning/ui';
import { useMemo, useState } from 'react';
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
  const { questions, reportQuestion } = useReportedQuestions(result);
  const show = (next: typeof view) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };
  if (view === 'review') {
    return (
      <ResultReview
        questions={questions}
        onBackToSummary={() => show('summary')}
        onReportQuestion={reportQuestion}
      />
    );
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

/**
 * Sends reports and shows each stored one at once: the result may come from the submit call (test page)
 * rather than the cached review, so the reports sent here are laid over it.
 */
function useReportedQuestions(result: ExamResult) {
  const send = useReportQuestion();
  const [sent, setSent] = useState<ReadonlyMap<number, QuestionReportValues>>(new Map());
  const questions = useMemo<ReviewedQuestion[]>(
    () =>
      result.questions.map((q) => (sent.has(q.questionId) ? { ...q, report: sent.get(q.questionId) } : q)),
    [result.questions, sent],
  );
  const reportQuestion = async (questionId: number, values: QuestionReportValues) => {
    const stored = await send({ historyId: result.historyId, questionId, ...values });
    setSent((current) => new Map(current).set(questionId, stored));
  };
  return { questions, reportQuestion };
}
