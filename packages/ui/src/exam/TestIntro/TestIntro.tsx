import { PlayIcon, ResumeIcon, TrashIcon } from '@radix-ui/react-icons';
import {
  AlertDialog,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Skeleton,
  Spinner,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatPercent } from '../_internal/format';
import { displayStatus, minutesLeft } from '../rules';
import type { AttemptMode, ExamTest } from '../types';
import { Instructions } from './Instructions';
import { ModePicker } from './ModePicker';
import { messages } from './TestIntro.messages';

export interface TestIntroProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The test to take; null while it loads or when it is missing. */
  test: ExamTest | null;
  /** The signed-in learner's id; the start button stays disabled without one. */
  userId: number | null | undefined;
  /** The test or session is loading: the start button is disabled. */
  isLoading?: boolean;
  /** Start or resume was pressed and is on its way: busy button. */
  isStarting?: boolean;
  /**
   * Start a new attempt in the chosen mode, or resume the open one (the app decides from the abandoned-test
   * lookup; a resumed attempt keeps its own mode).
   */
  onStart: (mode: AttemptMode) => void;
  /** The mode chosen at first (default exam); the picker is hidden while an attempt is open. */
  defaultMode?: AttemptMode;
  /** The history card shown beside the instructions. */
  history?: ReactNode;
  /** The custom practice set form, shown under the start card whatever the mode, also while an attempt is paused. */
  practiceSet?: ReactNode;
  /** Throw the paused attempt away (after a confirmation); the button shows only while one is paused. */
  onAbandon?: () => void;
  /** The abandon is on its way. */
  isAbandoning?: boolean;
}

/** The test's intro: what it holds, how the attempt works, and the start or continue button. */
export function TestIntro({
  test,
  userId,
  isLoading = false,
  isStarting = false,
  onStart,
  defaultMode = 'exam',
  history,
  practiceSet,
  onAbandon,
  isAbandoning = false,
  ...rest
}: TestIntroProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<AttemptMode>(defaultMode);
  const paused = !!test && displayStatus(test) === 'PAUSED' && test.remainingTime !== null;
  const openPractice = paused && test.lastMode === 'practice';
  const disabled = isLoading || isStarting || !test || userId == null;
  const label = isStarting
    ? intl.formatMessage(messages.starting)
    : openPractice
      ? intl.formatMessage(messages.continuePractice)
      : paused
        ? intl.formatMessage(messages.continue, { minutes: minutesLeft(test.remainingTime ?? 0) })
        : intl.formatMessage(mode === 'practice' ? messages.startPractice : messages.start);

  return (
    <Grid columns={{ initial: '1', md: history ? '3' : '1' }} gap="5" align="start" {...rest}>
      <Box gridColumn={{ initial: 'auto', md: history ? 'span 2' : 'auto' }}>
        <Card size={{ initial: '3', sm: '4' }}>
          <Flex direction="column" gap="5">
            <Flex direction="column" gap="3">
              <Text size="2" weight="medium" color="gray">
                {intl.formatMessage(messages.eyebrow)}
              </Text>
              {!test && <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>}
              <Skeleton loading={!test}>
                <Heading as="h1" size={{ initial: '6', sm: '7' }}>
                  {test?.title ?? intl.formatMessage(messages.loading)}
                </Heading>
              </Skeleton>
              {test && (
                <Flex gap="2" wrap="wrap">
                  <Badge size="2">
                    {intl.formatMessage(messages.questions, { count: test.totalQuestions })}
                  </Badge>
                  <Badge size="2">
                    {intl.formatMessage(messages.minutes, { minutes: Math.round(test.timeLimit / 60) })}
                  </Badge>
                  <Badge size="2" color="green">
                    {intl.formatMessage(messages.passing, { score: formatPercent(intl, test.passingScore) })}
                  </Badge>
                </Flex>
              )}
            </Flex>
            <Flex direction="column" gap="3">
              <Heading as="h2" size="4">
                {intl.formatMessage(messages.instructionsTitle)}
              </Heading>
              {test ? (
                <Instructions test={test} mode={openPractice ? 'practice' : paused ? 'exam' : mode} />
              ) : (
                <Skeleton height="180px" />
              )}
            </Flex>
            {test && !paused && (
              <ModePicker
                value={mode}
                onValueChange={setMode}
                minutes={Math.round(test.timeLimit / 60)}
                disabled={isStarting}
              />
            )}
            <Flex gap="3" wrap="wrap" align="center">
              <Button
                size={{ initial: '3', sm: '4' }}
                onClick={() => onStart(mode)}
                disabled={disabled || isAbandoning}
                aria-busy={isStarting}
              >
                <Spinner loading={isStarting}>
                  {paused ? <ResumeIcon aria-hidden /> : <PlayIcon aria-hidden />}
                </Spinner>
                {label}
              </Button>
              {paused && onAbandon && (
                <AbandonButton onConfirm={onAbandon} busy={isAbandoning} disabled={disabled} />
              )}
            </Flex>
          </Flex>
        </Card>
        {practiceSet && (
          <Flex direction="column" gap="2" mt="5">
            {paused && (
              <Text size="2" color="gray">
                {intl.formatMessage(messages.setEndsPaused)}
              </Text>
            )}
            {practiceSet}
          </Flex>
        )}
      </Box>
      {history}
    </Grid>
  );
}

/** "Abandon this attempt", confirmed in a dialog: its answers are thrown away and it leaves no result. */
function AbandonButton({
  onConfirm,
  busy,
  disabled,
}: {
  onConfirm: () => void;
  busy: boolean;
  disabled: boolean;
}) {
  const intl = useIntl();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button
          size={{ initial: '3', sm: '4' }}
          variant="soft"
          color="red"
          disabled={disabled || busy}
          aria-busy={busy}
        >
          <Spinner loading={busy}>
            <TrashIcon aria-hidden />
          </Spinner>
          {intl.formatMessage(messages.abandon)}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{intl.formatMessage(messages.abandonTitle)}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {intl.formatMessage(messages.abandonDescription)}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {intl.formatMessage(messages.abandonCancel)}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              {intl.formatMessage(messages.abandonConfirm)}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
