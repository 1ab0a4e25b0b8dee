import { CheckIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Separator, Skeleton, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { messages } from './PricingPage.messages';

export interface PlanCardProps {
  /** A stable name for tests (`price-<id>`). */
  id: string;
  name: string;
  description: string;
  /** The price as the locale writes it, e.g. "$29.99" or "from $19.99". */
  price: string;
  /** What the price is for, e.g. "per month". */
  period: string;
  cta: { content: string; url: string };
  /** What the plan includes; none leaves the list out. */
  features: string[];
  /** Extra content under the features (e.g. the tests it covers). */
  children?: ReactNode;
  highlighted?: boolean;
  /** The price list is loading: the texts that come from it (description, price, period) are skeletons. */
  loading?: boolean;
}

/** One way to pay: name, price for the locale, a sign-up button and what it includes. */
export function PlanCard({
  id,
  name,
  description,
  price,
  period,
  cta,
  features,
  children,
  highlighted,
  loading = false,
}: PlanCardProps) {
  const intl = useIntl();
  const nameId = useId();
  return (
    <Card
      size="4"
      asChild
      variant={highlighted ? 'classic' : 'surface'}
      style={highlighted ? { boxShadow: '0 0 0 2px var(--accent-9), var(--shadow-4)' } : undefined}
    >
      <section aria-labelledby={nameId}>
        <Flex direction="column" gap="4" height="100%">
          <Heading as="h2" size="5" id={nameId}>
            {name}
          </Heading>
          {/* Two lines reserved so prices line up across cards whatever the description's length. */}
          <Skeleton loading={loading}>
            <Text as="p" size="2" color="gray" style={{ minHeight: 'calc(2 * var(--line-height-2))' }}>
              {description}
            </Text>
          </Skeleton>
          <Flex align="baseline" gap="2" wrap="wrap">
            <Skeleton loading={loading}>
              <Text size="8" weight="bold" data-testid={loading ? undefined : `price-${id}`}>
                {price}
              </Text>
            </Skeleton>
            <Skeleton loading={loading}>
              <Text size="2" color="gray">
                {period}
              </Text>
            </Skeleton>
          </Flex>
          <Button asChild size="3" variant={highlighted ? 'solid' : 'outline'}>
            <RouterLink href={cta.url} aria-describedby={nameId}>
              {cta.content}
            </RouterLink>
          </Button>
          <Separator size="4" />
          {features.length > 0 && (
            <Flex asChild direction="column" gap="2">
              <ul
                aria-label={intl.formatMessage(messages.featuresLabel)}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {features.map((feature) => (
                  <Flex asChild gap="2" align="start" key={feature}>
                    <li>
                      <Text color="green" aria-hidden style={{ display: 'inline-flex', marginTop: 3 }}>
                        <CheckIcon />
                      </Text>
                      <Skeleton loading={loading}>
                        <Text size="2">{feature}</Text>
                      </Skeleton>
                    </li>
                  </Flex>
                ))}
              </ul>
            </Flex>
          )}
          {children}
        </Flex>
      </section>
    </Card>
  );
}
