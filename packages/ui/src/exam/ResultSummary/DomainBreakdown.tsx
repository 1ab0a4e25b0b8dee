import { Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatPercent } from '../_internal/format';
import { domainScores, isPassed } from '../rules';
import type { ReviewedQuestion } from '../types';
import { messages } from './ResultSummary.messages';
import { useDomainLabel } from '../../shared/DomainLabel';

/** Correct answers per domain with a bar each; the figures are written out, the colour only repeats them. */
export function DomainBreakdown({
  questions,
  passingScore,
}: {
  questions: ReviewedQuestion[];
  passingScore: number;
}) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  const headingId = useId();
  const scores = domainScores(questions);
  if (scores.length === 0) return null;
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" id={headingId}>
          {intl.formatMessage(messages.domainsTitle)}
        </Heading>
        <Flex asChild direction="column" gap="3">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {scores.map((s) => {
              const figure = intl.formatMessage(messages.domainScore, {
                correct: s.correct,
                total: s.total,
                percent: formatPercent(intl, s.percent),
              });
              return (
                <Flex asChild key={s.domain} direction="column" gap="1">
                  <li>
                    <Flex justify="between" gap="3">
                      <Text size="2" weight="medium">
                        {domainLabel(s.domain)}
                      </Text>
                      <Text size="2" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {figure}
                      </Text>
                    </Flex>
                    <Progress
                      value={s.percent}
                      color={isPassed(s.percent, passingScore) ? 'green' : 'amber'}
                      aria-label={domainLabel(s.domain)}
                      aria-valuetext={figure}
                    />
                  </li>
                </Flex>
              );
            })}
          </ul>
        </Flex>
      </section>
    </Flex>
  );
}
