import { CheckIcon, PauseIcon, ResumeIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { ExamTimer } from './ExamTimer';
import { FinishExamDialog } from './FinishExamDialog';
import type { AttemptMode, QuestionState } from '../types';
import { messages } from './QuestionView.messages';

interface ExamHeaderProps {
  /** Practice shows an "untimed" badge instead of the countdown. */
  mode: AttemptMode;
  /** The page heading. */
  testTitle: string;
  /** Seconds left. */
  remainingTime: number;
  /** Shows (Paused) and turns Pause into Resume. */
  isPaused: boolean;
  /** Answered questions, for the progress bar. */
  answered: number;
  /** Every question's answered and flagged state, for the review before submitting. */
  questionStates: QuestionState[];
  /** orderId of the question on screen. */
  currentOrderId: number;
  /** Go to a question chosen in the review. */
  onNavigate: (orderId: number) => void;
  /** Questions in the attempt. */
  totalQuestions: number;
  /** Pause or resume is on its way. */
  isPauseBusy: boolean;
  /** The attempt is being submitted. */
  isSubmitting: boolean;
  /** Pause the timer. */
  onPause: () => void;
  /** Resume the timer. */
  onResume: () => void;
  /** Submit, once confirmed in the finish dialog. */
  onFinish: () => void;
}

/** The exam's top bar: title, countdown, Pause/Resume, Finish Exam and the answered progress. */
export function ExamHeader({
  mode,
  testTitle,
  remainingTime,
  isPaused,
  answered,
  questionStates,
  currentOrderId,
  onNavigate,
  totalQuestions,
  isPauseBusy,
  isSubmitting,
  onPause,
  onResume,
  onFinish,
}: ExamHeaderProps) {
  const intl = useIntl();
  const progress = intl.formatMessage(messages.answeredProgress, { answered, total: totalQuestions });
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="4" style={{ minWidth: 0 }}>
            {testTitle}
          </Heading>
          <Flex align="center" gap="3" wrap="wrap">
            {mode === 'practice' ? (
              <Badge size="2" color="blue">
                {intl.formatMessage(messages.practiceBadge)}
              </Badge>
            ) : (
              <ExamTimer remainingTime={remainingTime} isPaused={isPaused} />
            )}
            <Flex gap="2">
              <Button
                variant="soft"
                color="gray"
                onClick={isPaused ? onResume : onPause}
                disabled={isPauseBusy || isSubmitting}
                aria-busy={isPauseBusy}
              >
                {isPaused ? <ResumeIcon aria-hidden /> : <PauseIcon aria-hidden />}
                {intl.formatMessage(isPaused ? messages.resume : messages.pause)}
              </Button>
              <FinishExamDialog
                trigger={
                  <Button disabled={isSubmitting}>
                    <CheckIcon aria-hidden />
                    {intl.formatMessage(mode === 'practice' ? messages.finishPractice : messages.finish)}
                  </Button>
                }
                questionStates={questionStates}
                currentOrderId={currentOrderId}
                onNavigate={onNavigate}
                onConfirm={onFinish}
                practice={mode === 'practice'}
                isSubmitting={isSubmitting}
              />
            </Flex>
          </Flex>
        </Flex>
        <Flex align="center" gap="3">
          <Progress
            value={totalQuestions ? (100 * answered) / totalQuestions : 0}
            aria-label={intl.formatMessage(messages.progressLabel)}
            aria-valuetext={progress}
          />
          <Text size="2" color="gray" style={{ whiteSpace: 'nowrap' }}>
            {progress}
          </Text>
        </Flex>
      </Flex>
    </Card>
  );
}
