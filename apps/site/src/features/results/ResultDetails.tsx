import { useReportQuestion } from '@elearning/api-client';
import {
  ResultReview,
  ResultSummary,
  type ExamResult,
  type QuestionReportValues,
  type ResultAction,
  type ReviewedQuestion,
  type ReviewFilterValues,
} from '@elearning/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { PracticeSetSpec } from '../exam/engine';
import { domainSet, missedSet, weakestDomain } from '../practice/studyLoop';

export interface ResultDetailsProps {
  result: ExamResult;
  /** Start a fresh attempt of the same test and mode. */
  onRetake?: () => void;
  isRetaking?: boolean;
  /** Start a practice set; resolves 'empty' when the server found no question for it, else null. */
  onPractise?: (set: PracticeSetSpec) => Promise<'empty' | null>;
  /** A paid test's free sample: offer its purchase (and, without `onPractise`, no practice sets). */
  onBuy?: () => void;
}

const VIEW_PARAM = 'view';
const FILTER_KEYS = ['flagged', 'ignored', 'answer', 'domain'] as const;
const FILTER_VALUES: Record<(typeof FILTER_KEYS)[number], readonly string[] | null> = {
  flagged: ['all', 'flagged', 'notFlagged'],
  ignored: ['all', 'ignored', 'answered'],
  answer: ['all', 'correct', 'incorrect'],
  domain: null,
};

/** The review's filters as the address keeps them (a reload or a shared link shows the same list). */
function filtersFrom(params: URLSearchParams): ReviewFilterValues {
  const read = (key: (typeof FILTER_KEYS)[number]) => {
    const value = params.get(key);
    const allowed = FILTER_VALUES[key];
    return value && (!allowed || allowed.includes(value)) ? value : 'all';
  };
  return {
    flagged: read('flagged') as ReviewFilterValues['flagged'],
    ignored: read('ignored') as ReviewFilterValues['ignored'],
    answer: read('answer') as ReviewFilterValues['answer'],
    domain: read('domain'),
  };
}

/**
 * An attempt's summary with what to do next (retake, practise what was missed, practise the weakest domain),
 * and its review behind View Correct Answers & Explanations. The view and the review's filters live in the
 * address, so a reload keeps them.
 */
export function ResultDetails({ result, onRetake, isRetaking, onPractise, onBuy }: ResultDetailsProps) {
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW_PARAM) === 'review' ? 'review' : 'summary';
  const { questions, reportQuestion } = useReportedQuestions(result);
  const [pending, setPending] = useState<ResultAction | null>(null);
  const [actionError, setActionError] = useState<'empty' | 'failed' | null>(null);
  const weakest = useMemo(() => weakestDomain(result), [result]);

  const show = (next: typeof view) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'review') updated.set(VIEW_PARAM, 'review');
        else {
          updated.delete(VIEW_PARAM);
          FILTER_KEYS.forEach((key) => updated.delete(key));
        }
        return updated;
      },
      { replace: false },
    );
    window.scrollTo({ top: 0 });
  };
  const setFilters = (filters: ReviewFilterValues) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of FILTER_KEYS) {
          if (filters[key] === 'all') updated.delete(key);
          else updated.set(key, filters[key]);
        }
        return updated;
      },
      { replace: true },
    );
  const practise = (action: ResultAction, set: PracticeSetSpec) => {
    if (!onPractise) return;
    setPending(action);
    setActionError(null);
    onPractise(set)
      .then((outcome) => setActionError(outcome))
      .catch(() => setActionError('failed'))
      .finally(() => setPending(null));
  };

  if (view === 'review') {
    return (
      <ResultReview
        questions={questions}
        onBackToSummary={() => show('summary')}
        onReportQuestion={reportQuestion}
        filters={filtersFrom(params)}
        onFiltersChange={setFilters}
      />
    );
  }
  return (
    <ResultSummary
      result={result}
      onViewAnswers={() => show('review')}
      onRetake={onRetake}
      isRetaking={isRetaking}
      onPractiseMissed={onPractise ? () => practise('missed', missedSet(result)) : undefined}
      onPractiseDomain={onPractise && weakest ? () => practise('domain', domainSet(weakest)) : undefined}
      onBuy={onBuy}
      weakestDomain={weakest}
      pendingAction={pending}
      actionError={actionError}
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
