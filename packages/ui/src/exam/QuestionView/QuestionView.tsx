import { Box, Card, Flex, Grid, Separator, Skeleton } from '@radix-ui/themes';
import { useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import { css } from '../../stitches.config';
import type { AttemptMode, ExamQuestion, QuestionState } from '../types';
import { AnswerArea } from './AnswerArea';
import { ExamHeader } from './ExamHeader';
import { PausedOverlay } from './PausedOverlay';
import { PhoneExamBar } from './PhoneExamBar';
import { PracticeFeedback } from './PracticeFeedback';
import { QuestionHeader } from './QuestionHeader';
import { QuestionNavigator } from './QuestionNavigator';
import { QuestionPager } from './QuestionPager';
import { SaveStatus, type SaveStatusValue } from './SaveStatus';
import { TimeWarningNotice } from './TimeWarningNotice';
import { useExamShortcuts } from './useExamShortcuts';
import { usePhoneLayout } from './usePhoneLayout';
import { useScrollPaddingBelow } from './useScrollPaddingBelow';

// The timer, Pause and Finish stay in view while the question scrolls: the header sticks below the app's own
// top bar (--app-top-bar-height, 0 without one), on an opaque band so the question never shows through.
const stickyHeader = css({
  position: 'sticky',
  top: 'var(--app-top-bar-height, 0px)',
  zIndex: 1,
  marginTop: 'calc(-1 * var(--space-2))',
  paddingTop: '$2',
  paddingBottom: '$2',
  backgroundColor: 'var(--color-background)',
});

export interface QuestionViewProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The test's title, the page heading. */
  testTitle: string;
  /** The question on screen. */
  question: ExamQuestion;
  totalQuestions: number;
  /** Answered and flagged state of every question, for the strip and the progress bar. */
  questionStates: QuestionState[];
  /** Seconds left; the app ticks it. */
  remainingTime: number;
  /** The test is paused: the timer shows (Paused) and a blocking overlay offers Resume. */
  isPaused: boolean;
  /** Where the current answer stands on its way to the server. */
  saveStatus?: SaveStatusValue;
  /** The next question is being fetched: the question shows placeholders. */
  isQuestionLoading?: boolean;
  /** Pause or resume is on its way: those buttons are busy. */
  isPauseBusy?: boolean;
  /** The attempt is being submitted from the finish dialog. */
  isSubmitting?: boolean;
  /** A choice was clicked or typed (its id); the app's exam engine applies the selection rule. */
  onChoiceToggle: (choiceId: number) => void;
  /** Matching: a target was chosen for an item (null: cleared); the app's exam engine applies the rule. */
  onMatch?: (itemId: number, targetId: number | null) => void;
  /** Ordering: the learner's new order of every step, to save as the answer. */
  onReorder?: (stepIds: number[]) => void;
  /** Flag or unflag the current question. */
  onToggleFlag: (flagged: boolean) => void;
  /** Go to a question by its 1-based orderId (Previous, Next, the strip, ←/→). */
  onNavigate: (orderId: number) => void;
  onPause: () => void;
  onResume: () => void;
  /** Submit the attempt (after the learner confirmed in the finish dialog). */
  onFinish: () => void;
  /** A time warning to show below the header (minutes left), given once by the app; null for none. */
  timeWarning?: number | null;
  /** The learner dismissed the time warning. */
  onDismissTimeWarning?: () => void;
  /** `practice`: no countdown, and Check answer under each question (default `exam`). */
  mode?: AttemptMode;
  /** Practice: check the current question (reveals its answer and locks it). */
  onCheck?: () => void;
  /** Practice: the check is on its way. */
  isChecking?: boolean;
  /** Practice: the last check failed (an alert under the button). */
  checkFailed?: boolean;
  /** Practice: report a problem with the checked question; hidden without it. */
  onReport?: () => void;
  /** Practice: the current question was reported. */
  isReported?: boolean;
  /**
   * `auto` (default) follows the screen: below the sm breakpoint the phone layout (a one-line exam bar, the
   * palette in a bottom sheet), else the full header with the strip beside the question. Stories fix one.
   */
  layout?: 'auto' | 'phone' | 'wide';
}

/** The test-taking screen: timer, progress, the question and its choices, the question strip. */
export function QuestionView({
  testTitle,
  question,
  totalQuestions,
  questionStates,
  remainingTime,
  isPaused,
  saveStatus = 'idle',
  isQuestionLoading = false,
  isPauseBusy = false,
  isSubmitting = false,
  onChoiceToggle,
  onMatch,
  onReorder,
  onToggleFlag,
  onNavigate,
  onPause,
  onResume,
  onFinish,
  timeWarning = null,
  onDismissTimeWarning,
  mode = 'exam',
  onCheck,
  isChecking = false,
  checkFailed = false,
  onReport,
  isReported = false,
  layout = 'auto',
  ...rest
}: QuestionViewProps) {
  const practice = mode === 'practice';
  // Phones get the one-line exam bar with the palette in a bottom sheet; wider screens the full header and
  // the question strip beside the question.
  const phoneScreen = usePhoneLayout();
  const phone = layout === 'auto' ? phoneScreen : layout === 'phone';
  const id = useId();
  const headerRef = useRef<HTMLDivElement>(null);
  useScrollPaddingBelow(headerRef);
  const answered = questionStates.filter((q) => q.answered).length;
  const current = question.orderId;
  const locked = isPaused || isQuestionLoading || isSubmitting;
  const go = (orderId: number) => orderId >= 1 && orderId <= totalQuestions && onNavigate(orderId);

  // Practice: Enter checks a chosen answer (the button stays for pointer users).
  const canCheck =
    practice && !!onCheck && !question.check && !isChecking && question.selectedChoiceIds.length > 0;
  useExamShortcuts(
    {
      onPrevious: () => go(current - 1),
      onNext: () => go(current + 1),
      onFlag: () => onToggleFlag(!question.flagged),
      onCheck: canCheck ? onCheck : undefined,
    },
    !locked,
  );

  // Opening the attempt, resuming it and every question change bring the question's heading into view (below
  // the sticky header, through the page's scroll padding) and give it the focus, so the stem is never hidden
  // and screen readers start at "Question n of total".
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = isQuestionLoading || isPaused ? null : current;
  useEffect(() => {
    const heading = headingRef.current;
    if (shown === null || !heading) return;
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [shown]);

  return (
    <Flex direction="column" gap="4" {...rest}>
      <div ref={headerRef} className={stickyHeader()} data-testid="exam-header">
        {phone ? (
          <PhoneExamBar
            mode={mode}
            testTitle={testTitle}
            remainingTime={remainingTime}
            isPaused={isPaused}
            questionStates={questionStates}
            currentOrderId={current}
            totalQuestions={totalQuestions}
            flagged={question.flagged}
            disabled={locked}
            isPauseBusy={isPauseBusy}
            isSubmitting={isSubmitting}
            onToggleFlag={onToggleFlag}
            onNavigate={onNavigate}
            onPause={onPause}
            onResume={onResume}
            onFinish={onFinish}
          />
        ) : (
          <ExamHeader
            mode={mode}
            testTitle={testTitle}
            remainingTime={remainingTime}
            isPaused={isPaused}
            answered={answered}
            questionStates={questionStates}
            currentOrderId={current}
            onNavigate={onNavigate}
            totalQuestions={totalQuestions}
            isPauseBusy={isPauseBusy}
            isSubmitting={isSubmitting}
            onPause={onPause}
            onResume={onResume}
            onFinish={onFinish}
          />
        )}
        <TimeWarningNotice minutes={timeWarning} onDismiss={onDismissTimeWarning} />
      </div>

      <Grid columns={phone ? '1' : { initial: '1', md: 'minmax(0, 1fr) 300px' }} gap="4" align="start">
        <Card
          size={{ initial: '2', sm: '4' }}
          aria-hidden={isPaused || undefined}
          style={isPaused ? { filter: 'blur(8px)' } : undefined}
        >
          <Flex direction="column" gap="4" aria-busy={isQuestionLoading}>
            <QuestionHeader
              question={question}
              totalQuestions={totalQuestions}
              textId={`${id}-text`}
              hintId={`${id}-hint`}
              onToggleFlag={onToggleFlag}
              disabled={locked}
              headingRef={headingRef}
              showFlag={!phone}
            />
            <Skeleton loading={isQuestionLoading}>
              <Box>
                <AnswerArea
                  question={question}
                  onChoiceToggle={onChoiceToggle}
                  onMatch={onMatch}
                  onReorder={onReorder}
                  labelledBy={`${id}-text`}
                  describedBy={`${id}-hint`}
                  disabled={locked}
                />
              </Box>
            </Skeleton>
            <SaveStatus status={isQuestionLoading ? 'idle' : saveStatus} />
            {practice && onCheck && !isQuestionLoading && (
              <PracticeFeedback
                question={question}
                isChecking={isChecking}
                checkFailed={checkFailed}
                disabled={locked}
                onCheck={onCheck}
                onReport={onReport}
                isReported={isReported}
              />
            )}
            <Separator size="4" />
            <QuestionPager current={current} total={totalQuestions} disabled={locked} onGo={go} />
          </Flex>
        </Card>
        {!phone && (
          <Card size="2">
            <QuestionNavigator
              questionStates={questionStates}
              currentOrderId={current}
              onNavigate={onNavigate}
              disabled={locked}
            />
          </Card>
        )}
      </Grid>
      <PausedOverlay
        open={isPaused}
        remainingTime={remainingTime}
        onResume={onResume}
        isResuming={isPauseBusy}
        untimed={practice}
      />
    </Flex>
  );
}
