import { CheckIcon } from '@radix-ui/react-icons';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './SubscriptionPage.messages';

export interface PlanCardProps {
  name: string;
  price: number;
  currency: string;
  features: string[];
  /** Marks the plan the learner is on. */
  isCurrent: boolean;
  /** Highlights the card (Premium). */
  highlighted?: boolean;
  /** A call to action under the features. */
  action?: ReactNode;
}

/** One plan: name, monthly price, features and its action or a Current plan mark. */
export function PlanCard({ name, price, currency, features, isCurrent, highlighted, action }: PlanCardProps) {
  const intl = useIntl();
  const fraction = Number.isInteger(price) ? 0 : 2;
  return (
    <Card size="3" style={highlighted ? { boxShadow: '0 0 0 2px var(--accent-9)' } : undefined}>
      <Flex direction="column" gap="4" height="100%">
        <Flex justify="between" align="center" gap="2">
          <Heading as="h3" size="5">
            {name}
          </Heading>
          {isCurrent && (
            <Badge color="green" highContrast>
              {intl.formatMessage(messages.currentPlan)}
            </Badge>
          )}
        </Flex>
        <Text as="p">
          <Text size="8" weight="bold">
            {intl.formatNumber(price, { style: 'currency', currency, minimumFractionDigits: fraction })}
          </Text>
          <Text size="3" color="gray">
            {intl.formatMessage(messages.perMonth)}
          </Text>
        </Text>
        <Flex asChild direction="column" gap="2" m="0" p="0" flexGrow="1">
          <ul style={{ listStyle: 'none' }}>
            {features.map((feature) => (
              <li key={feature}>
                <Flex gap="2" align="center">
                  <Text color="green" aria-hidden>
                    <CheckIcon />
                  </Text>
                  <Text size="2">{feature}</Text>
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
        {action}
      </Flex>
    </Card>
  );
}
