import { Box, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from './formatPrice';
import type { PricedTest } from './offer';
import { messages, testFiguresMessage } from './PricingPage.messages';

interface TestPriceListProps {
  title: string;
  tests: PricedTest[];
  /** The price list is loading: `tests` are placeholders, drawn as skeletons. */
  loading?: boolean;
}

/** The tests a plan covers, each with its size and, when paid, its price. */
export function TestPriceList({ title, tests, loading = false }: TestPriceListProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Box>
      <Heading as="h3" size="2" mb="2" id={titleId}>
        {title}
      </Heading>
      {tests.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {intl.formatMessage(messages.noTests)}
        </Text>
      ) : (
        <Flex asChild direction="column" gap="2">
          <ul aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {tests.map((test) => (
              <Flex asChild justify="between" align="start" gap="3" key={test.id}>
                <li>
                  <Box>
                    <Skeleton loading={loading}>
                      <Text as="p" size="2" weight="medium">
                        {test.title}
                      </Text>
                    </Skeleton>
                    <Skeleton loading={loading}>
                      <Text as="p" size="1" color="gray">
                        {intl.formatMessage(testFiguresMessage, {
                          questions: test.totalQuestions,
                          minutes: Math.round(test.timeLimit / 60),
                        })}
                      </Text>
                    </Skeleton>
                  </Box>
                  <Skeleton loading={loading}>
                    <Text size="2" weight="bold" style={{ whiteSpace: 'nowrap' }}>
                      {test.isFree
                        ? intl.formatMessage(messages.free)
                        : formatPrice(intl, test.price, test.currency)}
                    </Text>
                  </Skeleton>
                </li>
              </Flex>
            ))}
          </ul>
        </Flex>
      )}
    </Box>
  );
}
