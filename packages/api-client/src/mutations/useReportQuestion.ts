import type { ScopedMutator } from 'swr';
import type { ReportQuestionArgs } from './args';
import type { QuestionReport, TestResult } from '../types';
import { unwrapData } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { patchCached } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

const reportQuestion = (client: ApiClient, { historyId, questionId, reason, comment }: ReportQuestionArgs) =>
  unwrapData(
    client.PUT('/tests/history/{historyId}/questions/{questionId}/report', {
      params: { path: { historyId, questionId } },
      body: { reason, comment },
    }),
  );

/** The review shows the stored report at once, without refetching the whole attempt. */
const storeReport = (
  mutate: ScopedMutator,
  report: QuestionReport,
  { historyId, questionId }: ReportQuestionArgs,
) =>
  patchCached<TestResult>(
    mutate,
    keys.testResult(historyId),
    (result) =>
      result && {
        ...result,
        questions: result.questions.map((q) => (q.questionId === questionId ? { ...q, report } : q)),
      },
  );

/** Reports a problem with a question of a submitted attempt; sending it again replaces the report. */
export function useReportQuestion(): (args: ReportQuestionArgs) => Promise<QuestionReport> {
  return useApiMutation(reportQuestion, storeReport);
}
