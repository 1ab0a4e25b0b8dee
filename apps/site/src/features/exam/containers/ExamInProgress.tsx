import {
  InactivityDialog,
  LeaveExamDialog,
  LoadingSpinner,
  QuestionView,
  type ExamQuestion,
} from '@elearning/ui';
import { Suspense, useEffect, useState } from 'react';
import type { ExamSession } from '../engine';
import { useExamLeave } from '../hooks/useExamLeave';
import { useQuestionTimer } from '../hooks/useQuestionTimer';
import { usePracticeReport } from '../hooks/usePracticeReport';
import { useTimeWarning } from '../hooks/useTimeWarning';
import { preloadReportProblem, ReportProblemDialog } from '../lazy/onDemand';

export interface ExamInProgressProps {
  exam: ExamSession;
  testTitle: string;
}

/**
 * A running (or paused, or submitting) attempt: the question view with its keyboard shortcuts and paused
 * overlay, the inactivity warning and the leave dialog.
 */
export function ExamInProgress({ exam, testTitle }: ExamInProgressProps) {
  const leave = useExamLeave(exam);
  const timeWarning = useTimeWarning(exam.remainingTime);
  const report = usePracticeReport(exam.session?.id);
  const practice = exam.mode === 'practice';
  // Time per question, while it is on screen in a visible tab and the attempt runs (issue 28).
  useQuestionTimer(exam.session?.id, exam.question?.questionId, exam.phase === 'running' && !exam.isPaused);
  // A practice attempt's own parts (the report dialog) are there before a check can open them.
  useEffect(() => {
    if (practice) preloadReportProblem();
  }, [practice]);
  const [pauseBusy, setPauseBusy] = useState(false);
  // While the next question loads, the last one stays on screen, locked and with placeholders, so the number,
  // the text and the strip never disagree for a moment.
  const [lastShown, setLastShown] = useState<ExamQuestion | null>(exam.question);
  if (exam.question && exam.question !== lastShown) setLastShown(exam.question);
  const question = exam.question ?? lastShown;
  if (!question) return <LoadingSpinner variant="page" />;

  const whilePauseBusy = async (action: () => Promise<boolean>) => {
    setPauseBusy(true);
    try {
      await action();
    } finally {
      setPauseBusy(false);
    }
  };
  const warning = exam.phase === 'running' ? exam.inactivityWarning : null;
  const answered = exam.questionStates.filter((q) => q.answered).length;
  const flagged = exam.questionStates.filter((q) => q.flagged).length;

  return (
    <>
      <QuestionView
        testTitle={testTitle}
        question={question}
        totalQuestions={exam.totalQuestions}
        questionStates={[...exam.questionStates]}
        remainingTime={exam.remainingTime}
        isPaused={exam.isPaused}
        saveStatus={exam.saveStatus}
        isQuestionLoading={exam.question === null}
        isPauseBusy={pauseBusy}
        isSubmitting={exam.phase === 'submitting'}
        onChoiceToggle={exam.select}
        onMatch={exam.match}
        onReorder={exam.reorder}
        onToggleFlag={(flagged) => {
          if (flagged !== question.flagged) exam.toggleFlag();
        }}
        onNavigate={exam.goTo}
        onPause={() => void whilePauseBusy(exam.pause)}
        onResume={() => void whilePauseBusy(exam.resume)}
        onFinish={() => void exam.submit()}
        timeWarning={practice ? null : timeWarning.minutes}
        onDismissTimeWarning={timeWarning.dismiss}
        mode={exam.mode}
        onCheck={() => void exam.check()}
        isChecking={exam.isChecking}
        checkFailed={exam.checkFailed}
        onReport={() => report.open(question.questionId, question.orderId)}
        isReported={report.reportOf(question.questionId) !== null}
      />
      {practice && (
        <Suspense>
          <ReportProblemDialog
            open={report.target !== null}
            onOpenChange={(open) => !open && report.close()}
            questionNumber={report.target?.number ?? question.orderId}
            initialValues={report.target ? report.reportOf(report.target.questionId) : null}
            status={report.status}
            onSubmit={report.submit}
          />
        </Suspense>
      )}
      <InactivityDialog
        open={warning !== null && !leave.open}
        secondsLeft={warning?.secondsLeft ?? 0}
        onContinue={exam.continueAfterInactivity}
        onPauseNow={() => void whilePauseBusy(exam.pause)}
        isPausing={pauseBusy}
      />
      <LeaveExamDialog
        open={leave.open}
        pendingAction={leave.pendingAction}
        answered={answered}
        flagged={flagged}
        totalQuestions={exam.totalQuestions}
        practice={practice}
        onStay={leave.stay}
        onPauseAndLeave={() => void leave.pauseAndLeave()}
        onSubmitAndLeave={() => void leave.submitAndLeave()}
      />
    </>
  );
}
