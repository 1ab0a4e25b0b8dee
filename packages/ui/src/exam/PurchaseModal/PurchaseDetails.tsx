import { CheckIcon } from '@radix-ui/react-icons';
import { Badge, DataList, Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { formatPercent } from '../_internal/format';
import type { ExamTest } from '../types';
import { messages } from './PurchaseModal.messages';
import { useDomainLabel } from '../../shared/DomainLabel';

/** Purchased access lasts this long, with unlimited attempts (spec §9). */
export const ACCESS_MONTHS = 6;

/** The figures, topics and benefits of the test being bought. */
export function PurchaseDetails({ test }: { test: ExamTest }) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  const rows = [
    [messages.questions, intl.formatNumber(test.totalQuestions)],
    [messages.timeLimit, intl.formatMessage(messages.minutes, { minutes: Math.round(test.timeLimit / 60) })],
    [messages.passingScore, formatPercent(intl, test.passingScore)],
    [messages.validity, intl.formatMessage(messages.validityValue, { months: ACCESS_MONTHS })],
  ] as const;
  return (
    <Flex direction="column" gap="4">
      <DataList.Root orientation="horizontal" size="2">
        {rows.map(([label, value]) => (
          <DataList.Item key={label.id}>
            <DataList.Label minWidth="120px">{intl.formatMessage(label)}</DataList.Label>
            <DataList.Value>
              <Text weight="medium">{value}</Text>
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      {test.topics.length > 0 && (
        <Flex direction="column" gap="2">
          <Text size="2" weight="medium" color="gray">
            {intl.formatMessage(messages.topics)}
          </Text>
          <Flex gap="1" wrap="wrap">
            {test.topics.map((topic) => (
              <Badge key={topic} variant="surface" color="gray" radius="full">
                {domainLabel(topic)}
              </Badge>
            ))}
          </Flex>
        </Flex>
      )}
      <Flex direction="column" gap="2">
        <Text size="2" weight="medium" color="gray">
          {intl.formatMessage(messages.benefits)}
        </Text>
        <Flex asChild direction="column" gap="2">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {[
              intl.formatMessage(messages.benefitAttempts, { months: ACCESS_MONTHS }),
              intl.formatMessage(messages.benefitInstant),
              intl.formatMessage(messages.benefitResults),
            ].map((benefit) => (
              <Flex asChild key={benefit} gap="2" align="center">
                <li>
                  <Text color="green" aria-hidden style={{ display: 'flex' }}>
                    <CheckIcon />
                  </Text>
                  <Text size="2">{benefit}</Text>
                </li>
              </Flex>
            ))}
          </ul>
        </Flex>
      </Flex>
    </Flex>
  );
}
