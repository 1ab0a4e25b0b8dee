import {
  fetchAbandonedTest,
  fetchQuestion,
  fetchTestResult,
  isApiError,
  useApiClient,
  useCheckAnswer,
  useStartPracticeSet,
  useFlagQuestion,
  useSavePosition,
  usePauseTest,
  useResumeTest,
  useStartTest,
  useSubmitAnswer,
  useSubmitTest,
  type ApiClient,
  type PracticeSetRequest,
} from '@elearning/api-client';
import { useMemo } from 'react';
import type { ExamApi } from '../engine';
import { takeQuestionTimes } from '../lib/questionTime';

/** The server calls the engine needs, as the api-client's mutation hooks give them. */
export interface ExamCalls {
  client: ApiClient;
  startTest: ReturnType<typeof useStartTest>;
  resumeTest: ReturnType<typeof useResumeTest>;
  submitAnswer: ReturnType<typeof useSubmitAnswer>;
  flagQuestion: ReturnType<typeof useFlagQuestion>;
  savePosition?: ReturnType<typeof useSavePosition>;
  checkAnswer?: ReturnType<typeof useCheckAnswer>;
  startPracticeSet?: ReturnType<typeof useStartPracticeSet>;
  pauseTest: ReturnType<typeof usePauseTest>;
  submitTest: ReturnType<typeof useSubmitTest>;
}

/**
 * The open session of a test, or null. The spec reads any failure but 401 as "none", but starting a fresh
 * attempt discards the open one on the server: a failure that may be passing (no answer, a 5xx) must not
 * throw the learner's progress away, so it fails the start instead and Try Again asks again.
 */
async function openSessionOf(client: ApiClient, testId: number) {
  try {
    return await fetchAbandonedTest(client, testId);
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) return null;
    throw error;
  }
}

/**
 * The engine's transport over the api-client: its plain fetchers for reads, its mutation hooks for writes (they
 * also refresh the cached catalogue and history). Every call rejects with an ApiError ({ status, message }).
 */
export function createExamApi(calls: ExamCalls): ExamApi {
  const { client } = calls;
  return {
    async startOrResume(testId, mode = 'exam') {
      const open = await openSessionOf(client, testId);
      return open ? calls.resumeTest({ sessionId: open.id }) : calls.startTest({ testId, mode });
    },
    // A paid test's free sample: always a fresh attempt of its first 5 questions (the server decides which).
    startSample: (testId) => calls.startTest({ testId, sample: true }),
    checkAnswer: calls.checkAnswer
      ? (sessionId, questionId, selectedChoiceIds) =>
          calls.checkAnswer!({ sessionId, questionId, selectedChoiceIds })
      : undefined,
    startPracticeSet: calls.startPracticeSet
      ? (testId, set) =>
          calls.startPracticeSet!({
            testId,
            count: set.count,
            source: set.source,
            domains: set.domains as NonNullable<PracticeSetRequest['domains']>,
            scope: set.scope ?? 'test',
          })
      : undefined,
    resume: (sessionId) => calls.resumeTest({ sessionId }),
    getQuestion: (sessionId, n) => fetchQuestion(client, sessionId, n),
    saveAnswer: (sessionId, answer) => calls.submitAnswer({ sessionId, ...answer }),
    setFlag: (sessionId, questionId, flagged) => calls.flagQuestion({ sessionId, questionId, flagged }),
    savePosition: calls.savePosition
      ? (sessionId, questionNumber) => calls.savePosition!({ sessionId, questionNumber })
      : undefined,
    // The time measured on questions since the last report goes with the pause and the submit.
    pause: (sessionId, remainingTime) =>
      calls.pauseTest({ sessionId, remainingTime, questionTimes: takeQuestionTimes(sessionId) }),
    submit: (sessionId, remainingTime) =>
      calls.submitTest({ sessionId, remainingTime, questionTimes: takeQuestionTimes(sessionId) }),
    getResult: (historyId) => fetchTestResult(client, historyId),
    pauseOnUnload(sessionId, remainingTime) {
      // A keepalive fetch outlives the page and, unlike sendBeacon, carries the X-XSRF-TOKEN header the
      // server's double-submit check needs.
      calls
        .pauseTest({ sessionId, remainingTime, keepalive: true, questionTimes: takeQuestionTimes(sessionId) })
        .catch((error: unknown) => {
          console.warn('exam: pause on unload failed', error);
        });
    },
  };
}

/** The ExamApi of the current API client, stable across renders. */
export function useExamApi(): ExamApi {
  const client = useApiClient();
  const startTest = useStartTest();
  const resumeTest = useResumeTest();
  const submitAnswer = useSubmitAnswer();
  const flagQuestion = useFlagQuestion();
  const savePosition = useSavePosition();
  const checkAnswer = useCheckAnswer();
  const startPracticeSet = useStartPracticeSet();
  const pauseTest = usePauseTest();
  const submitTest = useSubmitTest();
  return useMemo(
    () =>
      createExamApi({
        client,
        startTest,
        resumeTest,
        submitAnswer,
        flagQuestion,
        savePosition,
        checkAnswer,
        startPracticeSet,
        pauseTest,
        submitTest,
      }),
    [
      client,
      startTest,
      resumeTest,
      submitAnswer,
      flagQuestion,
      savePosition,
      checkAnswer,
      startPracticeSet,
      pauseTest,
      submitTest,
    ],
  );
}
