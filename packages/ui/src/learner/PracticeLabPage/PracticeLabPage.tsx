import { ArrowLeftIcon, ArrowRightIcon, CheckCircledIcon } from '@radix-ui/react-icons';
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { ErrorCard } from '../../shared/ErrorCard';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { PageTitle } from '../_internal/PageTitle';
import { CommandBlock } from './CommandBlock';
import { messages } from './PracticeLabPage.messages';
import { StepList } from './StepList';
import { Terminal } from './Terminal';
import type { LabAttempt, LabStep } from './types';

export interface PracticeLabPageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onCopy'> {
  /** The learner's stored progress: loading, failed to load, or there (`completedStepIds`). */
  status?: 'loading' | 'error' | 'success';
  /** Why the progress did not load (the server's message), when `status` is error. */
  errorMessage?: string;
  onRetry?: () => void;
  /** The lab's steps (static content, e.g. `sampleLabSteps[locale]`). */
  steps: readonly LabStep[];
  /** Steps the learner has completed (stored on the server), by id. */
  completedStepIds: readonly string[];
  /** The last command typed at each step in this visit, with the site's verdict, by step id. */
  attempts?: Readonly<Record<string, LabAttempt>>;
  /** A command was typed at a step and Enter pressed: the site checks it and answers through `attempts`. */
  onRunCommand: (stepId: string, typed: string) => void;
  /** Copy was pressed: the container puts the text on the clipboard. */
  onCopy: (text: string) => void;
  /** The step to open first (0-based); by default the first step not done yet. */
  defaultStep?: number;
}

/** The practical-work page: the steps with their state, the command to type, its check and the terminal. */
export function PracticeLabPage({
  status = 'success',
  errorMessage,
  onRetry,
  steps,
  completedStepIds,
  attempts,
  onRunCommand,
  onCopy,
  defaultStep,
  ...rest
}: PracticeLabPageProps) {
  const intl = useIntl();
  if (status === 'success') {
    const lab = { steps, completedStepIds, attempts, onRunCommand, onCopy, defaultStep };
    return <LabBody {...lab} {...rest} />;
  }
  return (
    <Flex direction="column" gap="5" {...rest}>
      <PageTitle
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      {status === 'loading' ? (
        <LoadingSpinner showLabel label={intl.formatMessage(messages.loading)} />
      ) : (
        <ErrorCard message={errorMessage ?? intl.formatMessage(messages.loadError)} onRetry={onRetry} />
      )}
    </Flex>
  );
}

function LabBody({
  steps,
  completedStepIds,
  attempts = {},
  onRunCommand,
  onCopy,
  defaultStep,
  ...rest
}: Omit<PracticeLabPageProps, 'status' | 'errorMessage' | 'onRetry'>) {
  const intl = useIntl();
  // An accepted command counts at once; the container drops the attempt if the server does not store it.
  const accepted = Object.entries(attempts)
    .filter(([, attempt]) => attempt.hint === null)
    .map(([id]) => id);
  const done = new Set([...completedStepIds, ...accepted]);
  const firstOpen = steps.findIndex((s) => !done.has(s.id));
  const start = defaultStep ?? (firstOpen === -1 ? 0 : firstOpen);
  const [current, setCurrent] = useState(Math.min(Math.max(start, 0), steps.length - 1));
  const step = steps[current];
  if (!step) return null;
  const total = steps.length;
  const doneCount = steps.filter((s) => done.has(s.id)).length;
  const position = intl.formatMessage(messages.stepOf, { number: current + 1, total });
  const progress = intl.formatMessage(messages.doneOf, { done: doneCount, total });
  const stepDone = done.has(step.id);

  return (
    <Flex direction="column" gap="5" {...rest}>
      <PageTitle
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <Flex direction="column" gap="2">
        <Text size="2" color="gray" weight="medium">
          {progress}
        </Text>
        <Progress
          value={(doneCount / total) * 100}
          aria-label={progress}
          color={doneCount === total ? 'green' : undefined}
        />
      </Flex>
      {doneCount === total && (
        <Callout.Root color="green" highContrast>
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>{intl.formatMessage(messages.allDone)}</Callout.Text>
        </Callout.Root>
      )}
      <Grid columns={{ initial: '1', md: '280px 1fr' }} gap="5" align="start">
        <Card size="2">
          <StepList steps={steps} current={current} done={done} onSelect={setCurrent} />
        </Card>
        <Card size={{ initial: '2', sm: '4' }}>
          <Flex direction="column" gap="4">
            <Flex gap="2" align="center" wrap="wrap">
              <Text size="2" color="gray" weight="medium">
                {position}
              </Text>
              {stepDone && (
                <Badge color="green" variant="soft">
                  <CheckCircledIcon aria-hidden />
                  {intl.formatMessage(messages.done)}
                </Badge>
              )}
            </Flex>
            <Heading as="h2" size="5">
              {step.title}
            </Heading>
            <Text as="p">{step.description}</Text>
            <CommandBlock key={`command-${step.id}`} command={step.command} onCopy={onCopy} />
            <Terminal
              key={step.id}
              stepTitle={step.title}
              command={step.command}
              output={step.output}
              done={stepDone}
              attempt={attempts[step.id]}
              onRun={(typed) => onRunCommand(step.id, typed)}
            />
            <Flex justify="between" gap="3">
              <Button variant="soft" disabled={current === 0} onClick={() => setCurrent(current - 1)}>
                <ArrowLeftIcon aria-hidden />
                {intl.formatMessage(messages.previous)}
              </Button>
              <Button
                variant={stepDone ? 'solid' : 'soft'}
                disabled={current === total - 1}
                onClick={() => setCurrent(current + 1)}
              >
                {intl.formatMessage(messages.next)}
                <ArrowRightIcon aria-hidden />
              </Button>
            </Flex>
          </Flex>
        </Card>
      </Grid>
    </Flex>
  );
}
