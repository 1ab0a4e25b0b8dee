import { useTestHistory, type Test } from '@elearning/api-client';
import { ExamErrorCard, HistoryCard, LoadingSpinner, TestIntro, useToast } from '@elearning/ui';
import { Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { usePreferences } from '../../../lib/preferences';
import { useExamApi } from '../api/examApi';
import { useExamSession } from '../engine';
import { errorReason } from '../lib/errors';
import { inactivityOptions } from '../lib/inactivity';
import { useExamTexts } from '../texts';
import { PracticeSetForm, preloadPractice, preloadResultDetails, ResultDetails } from '../lazy/onDemand';
import { ExamInProgress } from './ExamInProgress';

export interface ExamScreenProps {
  /** The test, with access checked (or a paid test's free sample). */
  test: Test;
  /** The free 5-question sample of a paid test the learner has no access to: starts at once, untimed. */
  sample?: boolean;
}

/** One test's page once it is known: the intro with the history, the attempt, the result, or the error card. */
export function ExamScreen({ test, sample = false }: ExamScreenProps) {
  const { user } = useAuth();
  const api = useExamApi();
  const [inactivity] = useState(inactivityOptions);
  const { locale } = usePreferences();
  const exam = useExamSession({ api, testId: test.id, contentLanguage: locale, ...inactivity });
  const history = useTestHistory(test.id);
  const [setError, setSetError] = useState<'empty' | 'failed' | null>(null);
  useUnsavedAtSubmitNotice(exam.unsavedAtSubmit);
  // The result's code arrives while the submit is on its way.
  const submitting = exam.phase === 'submitting';
  useEffect(() => {
    if (submitting) preloadResultDetails();
  }, [submitting]);
  // A sample has no intro to choose from: it starts as the page opens (once; a failure shows the error card).
  const { startSample } = exam;
  const idle = exam.phase === 'idle';
  useEffect(() => {
    if (sample && idle) void startSample();
  }, [sample, idle, startSample]);

  switch (exam.phase) {
    case 'idle':
    case 'starting':
      if (sample) return <LoadingSpinner variant="page" />;
      return (
        <TestIntro
          test={test}
          userId={user?.id}
          isStarting={exam.phase === 'starting'}
          onStart={(mode) => void exam.start(mode)}
          onPointerOver={preloadPracticeFromPicker}
          onFocus={preloadPracticeFromPicker}
          practiceSet={
            <Suspense>
              <PracticeSetForm
                domains={test.topics}
                maxCount={test.totalQuestions}
                disabled={!user || exam.phase === 'starting'}
                isSubmitting={exam.phase === 'starting'}
                error={setError}
                onSubmit={(set) => {
                  setSetError(null);
                  void exam.startSet(set).then((outcome) => setSetError(outcome));
                }}
              />
            </Suspense>
          }
          history={
            <HistoryCard
              attempts={history.data ?? []}
              status={history.data ? 'success' : history.error ? 'error' : 'loading'}
              resultHref={paths.testResults}
            />
          }
        />
      );
    case 'running':
    case 'paused':
    case 'submitting':
      return <ExamInProgress exam={exam} testTitle={test.title} />;
    case 'finished':
      return exam.result ? (
        <Suspense fallback={<LoadingSpinner variant="page" />}>
          <ResultDetails
            key={exam.result.historyId}
            result={exam.result}
            onRetake={() => void (sample ? exam.startSample() : exam.start(exam.result?.mode))}
          />
        </Suspense>
      ) : null;
    case 'error':
      return (
        <ExamErrorCard
          reason={exam.error ? errorReason(exam.error) : 'generic'}
          loginHref={paths.login}
          onRetry={exam.clearError}
        />
      );
  }
}

/**
 * The practice set form's code is fetched as the learner reaches for the Exam / Practice picker (hover, focus,
 * touch), so it is there when Practice is chosen; an exam started with the button never fetches it.
 */
function preloadPracticeFromPicker(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('[role="radiogroup"]')) preloadPractice();
}

/** A toast when the submit had to go out before every answer was saved (the engine gives up after retries). */
function useUnsavedAtSubmitNotice(unsaved: readonly number[]) {
  const { show } = useToast();
  const texts = useExamTexts();
  useEffect(() => {
    if (unsaved.length === 0) return;
    show({ title: texts.unsavedAtSubmit(unsaved.join(', ')), variant: 'error' });
  }, [unsaved, show, texts]);
}
