import {
  fetchAbandonedTest,
  useAbandonTest,
  useApiClient,
  useTestHistory,
  type Test,
} from '@elearning/api-client';
import { ExamErrorCard, HistoryCard, LoadingSpinner, TestIntro, useToast } from '@elearning/ui';
import { Suspense, useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePathIn } from '../../../lib/addresses';
import { useAuth } from '../../../lib/auth';
import { usePreferences } from '../../../lib/preferences';
import { useExamApi } from '../api/examApi';
import { usePlaceInUrl } from '../hooks/usePlaceInUrl';
import { useExamSession } from '../engine';
import { errorReason } from '../lib/errors';
import { inactivityOptions } from '../lib/inactivity';
import { useExamTexts } from '../texts';
import { NearScreen } from '../lazy/NearScreen';
import {
  PracticeSetForm,
  preloadPracticeSetForm,
  preloadResultDetails,
  ResultDetails,
} from '../lazy/onDemand';
import { ExamInProgress } from './ExamInProgress';
import { ALL_DOMAINS, domainNameOfKey, isStartRequest, PRACTISE_PARAM } from '../../practice/studyLoop';
import type { ExamSession } from '../engine';
import type { CatalogueState } from './TestPageContainer';

export interface ExamScreenProps {
  /** The test, with access checked (or a paid test's free sample). */
  test: Test;
  /** The free 5-question sample of a paid test the learner has no access to: starts at once, untimed. */
  sample?: boolean;
}

/** One test's page once it is known: the intro with the history, the attempt, the result, or the error card. */
export function ExamScreen({ test, sample = false }: ExamScreenProps) {
  const loginHref = usePathIn()(paths.login);
  const { user } = useAuth();
  const navigate = useNavigate();
  const api = useExamApi();
  const [inactivity] = useState(inactivityOptions);
  const { locale } = usePreferences();
  const exam = useExamSession({ api, testId: test.id, contentLanguage: locale, ...inactivity });
  const history = useTestHistory(test.id);
  const [setError, setSetError] = useState<'empty' | 'failed' | null>(null);
  useStartRequest(exam, setSetError);
  const abandon = useAbandonOpenAttempt(test.id);
  // ?practise=PRODUCER (from Progress): the form opens on that domain, across all tests, in view.
  const [params] = useSearchParams();
  const practiseDomain = domainNameOfKey(params.get(PRACTISE_PARAM));
  const [pickerReached, reachForPicker] = usePickerReached();
  useUnsavedAtSubmitNotice(exam.unsavedAtSubmit);
  usePlaceInUrl(exam, { hasOpenAttempt: test.hasAbandonedTest, signedIn: !!user });
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
          onPointerOver={reachForPicker}
          onFocus={reachForPicker}
          practiceSet={
            <NearScreen now={practiseDomain !== null || pickerReached} onNear={preloadPracticeSetForm}>
              <Suspense>
                <PracticeSetForm
                  domains={test.topics}
                  allDomains={[...ALL_DOMAINS]}
                  initialValues={
                    practiseDomain ? { domains: [practiseDomain], scope: 'all', source: 'all' } : undefined
                  }
                  focusOnMount={practiseDomain !== null}
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
            </NearScreen>
          }
          onAbandon={abandon.run}
          isAbandoning={abandon.busy}
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
            // A sample's learner has no access to the test's other questions: a practice set would be refused
            // (403), so the sample's result offers the purchase instead (the catalogue opens its dialog).
            onPractise={sample ? undefined : (set) => exam.startSet(set)}
            onBuy={sample ? () => void navigate(paths.tests, { state: buyState(test.id) }) : undefined}
          />
        </Suspense>
      ) : null;
    case 'error':
      return (
        <ExamErrorCard
          reason={exam.error ? errorReason(exam.error) : 'generic'}
          loginHref={loginHref}
          onRetry={exam.clearError}
        />
      );
  }
}

/** What the catalogue is handed to open a test's purchase dialog. */
const buyState = (testId: number): CatalogueState => ({ purchaseTestId: testId });

/**
 * The practice set form, at the bottom of the intro, is fetched as it nears the screen or as the learner reaches
 * for the Exam / Practice picker (hover, focus, touch); an exam started with the button never fetches it.
 */
function usePickerReached(): [boolean, (event: SyntheticEvent) => void] {
  const [reached, setReached] = useState(false);
  const reach = useCallback((event: SyntheticEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('[role="radiogroup"]')) return;
    preloadPracticeSetForm();
    setReached(true);
  }, []);
  return [reached, reach];
}

/**
 * A start asked by the link that opened the page (Retake or a practice set from the results page): done once,
 * then the request leaves the history entry so a reload or Back does not start it again.
 */
function useStartRequest(exam: ExamSession, onSetOutcome: (outcome: 'empty' | null) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  const request = isStartRequest(location.state) ? location.state : null;
  useEffect(() => {
    if (!request || handled.current) return;
    handled.current = true;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    if ('retake' in request) void exam.start(request.retake);
    else void exam.startSet(request.practiceSet).then(onSetOutcome);
  }, [request, exam, navigate, location.pathname, location.search, onSetOutcome]);
}

/** Abandon the test's open attempt (the intro asked for a confirmation first). */
function useAbandonOpenAttempt(testId: number) {
  const client = useApiClient();
  const abandon = useAbandonTest();
  const { show } = useToast();
  const texts = useExamTexts();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    fetchAbandonedTest(client, testId)
      .then((open) => (open ? abandon({ sessionId: open.id }) : undefined))
      .catch(() => show({ title: texts.abandonFailed, variant: 'error' }))
      .finally(() => setBusy(false));
  };
  return { run, busy };
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
