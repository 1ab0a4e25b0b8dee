import { useReportQuestion } from '@elearning/api-client';
import type { QuestionReportValues } from '@elearning/ui';
import { useState } from 'react';

type Status = 'idle' | 'submitting' | 'error' | 'done';

/**
 * Report a problem from practice, once a question is checked: the dialog's state, and the reports stored in
 * this attempt (by question id) so the question reads "Reported" and the dialog reopens with them.
 */
export function usePracticeReport(sessionId: number | undefined) {
  const send = useReportQuestion();
  const [target, setTarget] = useState<{ questionId: number; number: number } | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [reports, setReports] = useState<ReadonlyMap<number, QuestionReportValues>>(new Map());

  const open = (questionId: number, number: number) => {
    setStatus('idle');
    setTarget({ questionId, number });
  };
  const submit = (values: QuestionReportValues) => {
    if (!target || sessionId === undefined) return;
    setStatus('submitting');
    send({ historyId: sessionId, questionId: target.questionId, ...values }).then(
      (stored) => {
        setReports((current) => new Map(current).set(target.questionId, stored));
        setStatus('done');
      },
      () => setStatus('error'),
    );
  };
  return {
    open,
    submit,
    close: () => setTarget(null),
    target,
    status,
    reportOf: (questionId: number) => reports.get(questionId) ?? null,
  };
}
