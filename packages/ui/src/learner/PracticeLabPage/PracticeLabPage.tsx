import { ArrowLeftIcon, ArrowRightIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { PageTitle } from '../_internal/PageTitle';
import { CommandBlock } from './CommandBlock';
import { messages } from './PracticeLabPage.messages';
import { StepList } from './StepList';
import { Terminal } from './Terminal';
import type { LabStep } from './types';

export interface PracticeLabPageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onCopy'> {
  /** The lab's steps (static content, e.g. `sampleLabSteps[locale]`). */
  steps: readonly LabStep[];
  /** Copy was pressed: the container puts the text on the clipboard. */
  onCopy: (text: string) => void;
  /** The step to open first (0-based). */
  defaultStep?: number;
}

/** The practical-work page: step navigation, the command with Copy, and a simulated terminal. */
export function PracticeLabPage({ steps, onCopy, defaultStep = 0, ...rest }: PracticeLabPageProps) {
  const intl = useIntl();
  const [current, setCurrent] = useState(Math.min(Math.max(defaultStep, 0), steps.length - 1));
  const step = steps[current];
  if (!step) return null;
  const total = steps.length;
  const position = intl.formatMessage(messages.stepOf, { number: current + 1, total });

  return (
    <Flex direction="column" gap="5" {...rest}>
      <PageTitle
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <Grid columns={{ initial: '1', md: '280px 1fr' }} gap="5" align="start">
        <Card size="2">
          <StepList steps={steps} current={current} onSelect={setCurrent} />
        </Card>
        <Card size={{ initial: '2', sm: '4' }}>
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="2">
              <Text size="2" color="gray" weight="medium">
                {position}
              </Text>
              <Progress value={((current + 1) / total) * 100} aria-label={position} />
            </Flex>
            <Heading as="h2" size="5">
              {step.title}
            </Heading>
            <Text as="p">{step.description}</Text>
            <CommandBlock key={step.id} command={step.command} onCopy={onCopy} />
            <Terminal command={step.command} output={step.output} />
            <Flex justify="between" gap="3">
              <Button variant="soft" disabled={current === 0} onClick={() => setCurrent(current - 1)}>
                <ArrowLeftIcon aria-hidden />
                {intl.formatMessage(messages.previous)}
              </Button>
              <Button disabled={current === total - 1} onClick={() => setCurrent(current + 1)}>
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
