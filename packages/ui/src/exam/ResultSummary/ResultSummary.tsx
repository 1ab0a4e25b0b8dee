import {
  CheckCircledIcon,
  CheckIcon,
  ClockIcon,
  Cross2Icon,
  CrossCircledIcon,
  LockOpen1Icon,
  MinusCircledIcon,
  MixIcon,
  ReaderIcon,
  ReloadIcon,
  TargetIcon,
} from '@radix-ui/react-icons';
import { Badge, Button, Card, Flex, Grid, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { useDomainLabel } from '../../shared/DomainLabel';
import { formatDateTime, formatPercent } from '../_internal/format';
import { formatClock } from '../rules';
import type { ExamResult } from '../types';
import { DomainBreakdown } from './DomainBreakdown';
import { ResultStat as Stat } from './ResultStat';
import { messages } from './ResultSummary.messages';

/** A study-loop action that starts something: the button shows it busy. */
export type ResultAction = 'retake' | 'missed' | 'domain';

export interface ResultSummaryProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The attempt's outcome; `questions` feed the score by domain and the counts. */
  result: Omit<ExamResult, 'historyId' | 'testId'>;
  /** Open the detailed review. */
  onViewAnswers: () => void;
  /** Start a fresh attempt of the same test and mode; the button is hidden without it. */
  onRetake?: () => void;
  /** A retake is starting. */
  isRetaking?: boolean;
  /** Start a practice set of the questions missed here (wrong or unanswered); hidden without it or when none was. */
  onPractiseMissed?: () => void;
  /** Start a practice set of `weakestDomain`; hidden without both. */
  onPractiseDomain?: () => void;
  /**
   * The result of a paid test's free sample: "Buy the full test" opens its purchase. A sample's learner cannot
   * open the test's other questions, so the site passes no practise actions with it.
   */
  onBuy?: () => void;
  /** The domain to practise next (the site picks it), as `categoryName`. */
  weakestDomain?: string | null;
  /** The action on its way (its button spins, the others wait). */
  pendingAction?: ResultAction | null;
  /** A practice set could not start: `empty` when nothing matched, else `failed`. */
  actionError?: 'empty' | 'failed' | null;
  /** Where Back to Dashboard leads (the app's dashboard path). */
  dashboardHref: string;
}

/** A button whose long (French) label wraps on a phone instead of overflowing its fixed height. */
const wrapping: CSSProperties = {
  height: 'auto',
  minHeight: 'var(--base-button-height)',
  whiteSpace: 'normal',
};

/**
 * The outcome of an attempt and what to do next. An exam: pass or fail by the one pass rule, score, correct /
 * wrong / unanswered, time used. Practice: accuracy and active time, no verdict and no wall-clock time. Both:
 * the change since the previous attempt, Retake, "Practise what I missed" and "Practise my weakest domain".
 */
export function ResultSummary({
  result,
  onViewAnswers,
  onRetake,
  isRetaking = false,
  onPractiseMissed,
  onPractiseDomain,
  onBuy,
  weakestDomain = null,
  pendingAction = null,
  actionError = null,
  dashboardHref,
  ...rest
}: ResultSummaryProps) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  const practice = result.mode === 'practice';
  const { passed } = result;
  const color = practice ? 'blue' : passed ? 'green' : 'red';
  const unanswered = result.unansweredCount ?? result.questions.filter((q) => q.ignored).length;
  const wrong =
    result.wrongCount ?? Math.max(0, result.totalQuestions - result.correctAnswersCount - unanswered);
  const missed = wrong + unanswered;
  const busy = pendingAction ?? (isRetaking ? 'retake' : null);
  const activeTime = result.activeTime ?? 0;
  const timeStat = practice
    ? activeTime > 0 && (
        <Stat
          icon={<ClockIcon />}
          label={intl.formatMessage(messages.activeTimeLabel)}
          value={formatClock(activeTime)}
        />
      )
    : result.timeUsed > 0 && (
        <Stat
          icon={<ClockIcon />}
          label={intl.formatMessage(messages.timeUsedLabel)}
          value={formatClock(result.timeUsed)}
          extra={intl.formatMessage(messages.timeOfLimit, { limit: formatClock(result.timeLimit) })}
        />
      );
  return (
    <Card size={{ initial: '3', sm: '4' }} {...rest}>
      <Flex direction="column" gap="5">
        <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
          <Text color={color} aria-hidden style={{ display: 'flex' }}>
            {practice ? (
              <TargetIcon width={48} height={48} />
            ) : passed ? (
              <CheckCircledIcon width={48} height={48} />
            ) : (
              <CrossCircledIcon width={48} height={48} />
            )}
          </Text>
          {practice && (
            <Badge size="2" color="blue">
              {intl.formatMessage(messages.practiceNote)}
            </Badge>
          )}
          <Heading as="h1" size={{ initial: '6', sm: '7' }}>
            {intl.formatMessage(
              practice
                ? messages.practiceHeadline
                : passed
                  ? messages.passedHeadline
                  : messages.failedHeadline,
            )}
          </Heading>
          <Text size="2" color="gray">
            {intl.formatMessage(messages.completedOn, {
              title: result.testTitle,
              date: formatDateTime(intl, result.endTime),
            })}
          </Text>
          <Flex direction="column" align="center" gap="1" mt="2">
            <Text size="2" color="gray">
              {intl.formatMessage(practice ? messages.accuracyLabel : messages.scoreLabel)}
            </Text>
            <Text size="9" weight="bold" color={color} style={{ lineHeight: 1 }}>
              {formatPercent(intl, result.score)}
            </Text>
            <Text size="3">
              {intl.formatMessage(messages.correctOfTotal, {
                correct: result.correctAnswersCount,
                total: result.totalQuestions,
              })}
            </Text>
            <ScoreChange score={result.score} previous={result.previousScore ?? null} />
          </Flex>
          {!practice && (
            <Badge size="3" color={color} variant="soft">
              {intl.formatMessage(passed ? messages.passedBadge : messages.failedBadge)}
              {' · '}
              {intl.formatMessage(messages.required, { score: formatPercent(intl, result.passingScore) })}
            </Badge>
          )}
        </Flex>
        <Grid columns={{ initial: '2', md: timeStat ? '4' : '3' }} gap="3">
          <Stat
            icon={<CheckIcon />}
            label={intl.formatMessage(messages.correctLabel)}
            value={intl.formatNumber(result.correctAnswersCount)}
          />
          <Stat
            icon={<Cross2Icon />}
            label={intl.formatMessage(messages.wrongLabel)}
            value={intl.formatNumber(wrong)}
          />
          <Stat
            icon={<MinusCircledIcon />}
            label={intl.formatMessage(messages.unansweredLabel)}
            value={intl.formatNumber(unanswered)}
          />
          {timeStat}
        </Grid>
        <DomainBreakdown questions={result.questions} passingScore={result.passingScore} />
        <Separator size="4" />
        <Flex direction="column" gap="3" asChild>
          <section aria-label={intl.formatMessage(messages.nextSteps)}>
            <Heading as="h2" size="4">
              {intl.formatMessage(messages.nextSteps)}
            </Heading>
            <Flex gap="3" wrap="wrap" direction={{ initial: 'column', sm: 'row' }}>
              {onBuy && (
                <ActionButton
                  busy={false}
                  disabled={busy !== null}
                  onClick={onBuy}
                  icon={<LockOpen1Icon aria-hidden />}
                  label={intl.formatMessage(messages.buyFullTest)}
                />
              )}
              {onPractiseMissed && missed > 0 && (
                <ActionButton
                  busy={busy === 'missed'}
                  disabled={busy !== null}
                  onClick={onPractiseMissed}
                  icon={<MixIcon aria-hidden />}
                  label={intl.formatMessage(messages.practiseMissed, { count: missed })}
                />
              )}
              {onPractiseDomain && weakestDomain && (
                <ActionButton
                  variant="soft"
                  busy={busy === 'domain'}
                  disabled={busy !== null}
                  onClick={onPractiseDomain}
                  icon={<TargetIcon aria-hidden />}
                  label={intl.formatMessage(messages.practiseDomain, { domain: domainLabel(weakestDomain) })}
                />
              )}
              {onRetake && (
                <ActionButton
                  variant="soft"
                  busy={busy === 'retake'}
                  disabled={busy !== null}
                  onClick={onRetake}
                  icon={<ReloadIcon aria-hidden />}
                  label={intl.formatMessage(practice ? messages.retakePractice : messages.retake)}
                />
              )}
            </Flex>
            {actionError && (
              <Text size="2" color="red" role="alert">
                {intl.formatMessage(actionError === 'empty' ? messages.actionEmpty : messages.actionFailed)}
              </Text>
            )}
            <Flex gap="3" wrap="wrap" direction={{ initial: 'column', sm: 'row' }}>
              <Button size="3" variant="outline" onClick={onViewAnswers} style={wrapping}>
                <ReaderIcon aria-hidden />
                {intl.formatMessage(messages.viewAnswers)}
              </Button>
              <Button asChild size="3" variant="soft" color="gray" style={wrapping}>
                <RouterLink href={dashboardHref}>{intl.formatMessage(messages.dashboard)}</RouterLink>
              </Button>
            </Flex>
          </section>
        </Flex>
      </Flex>
    </Card>
  );
}

function ActionButton({
  busy,
  disabled,
  onClick,
  icon,
  label,
  variant = 'solid',
}: {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
  variant?: 'solid' | 'soft';
}) {
  return (
    <Button
      size="3"
      variant={variant}
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy}
      style={wrapping}
    >
      <Spinner loading={busy}>{icon}</Spinner>
      {label}
    </Button>
  );
}

/** "+12 points since your last attempt (58%)", or the same score again; nothing before a second attempt. */
function ScoreChange({ score, previous }: { score: number; previous: number | null }) {
  const intl = useIntl();
  if (previous === null) return null;
  const delta = score - previous;
  const values = { delta: Math.abs(delta), previous: formatPercent(intl, previous) };
  const text =
    delta === 0
      ? intl.formatMessage(messages.changeSame, values)
      : intl.formatMessage(delta > 0 ? messages.changeUp : messages.changeDown, values);
  return (
    <Text size="2" color={delta > 0 ? 'green' : delta < 0 ? 'amber' : 'gray'} weight="medium">
      {text}
    </Text>
  );
}
