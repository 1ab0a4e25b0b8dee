import { CheckIcon, StarFilledIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import type { Plan } from './plans';
import { messages } from './PricingPage.messages';

/** One plan: name, price for the locale, a sign-up button and what it includes. */
export function PlanCard({ plan, currency }: { plan: Plan; currency: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameId = useId();
  const price = intl.formatNumber(plan.price, {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
  });
  return (
    <Card
      size="4"
      asChild
      variant={plan.popular ? 'classic' : 'surface'}
      style={plan.popular ? { boxShadow: '0 0 0 2px var(--accent-9), var(--shadow-4)' } : undefined}
    >
      <section aria-labelledby={nameId}>
        <Flex direction="column" gap="4" height="100%">
          <Flex justify="between" align="center" gap="2" wrap="wrap" style={{ minHeight: 'var(--space-6)' }}>
            <Heading as="h2" size="5" id={nameId}>
              {t(plan.name)}
            </Heading>
            {plan.popular && (
              <Badge size="2" variant="solid" radius="full">
                <StarFilledIcon aria-hidden />
                {t(messages.mostPopular)}
              </Badge>
            )}
          </Flex>
          {/* Two lines reserved so prices line up across cards whatever the description's length. */}
          <Text as="p" size="2" color="gray" style={{ minHeight: 'calc(2 * var(--line-height-2))' }}>
            {t(plan.description)}
          </Text>
          <Flex align="baseline" gap="2" wrap="wrap">
            <Text size="8" weight="bold" data-testid={`price-${plan.id}`}>
              {price}
            </Text>
            <Text size="2" color="gray">
              {t(plan.price === 0 ? messages.freeForever : messages.perUserMonth)}
            </Text>
          </Flex>
          <Button asChild size="3" variant={plan.popular ? 'solid' : 'outline'}>
            <RouterLink href="/signup" aria-describedby={nameId}>
              {t(plan.cta)}
            </RouterLink>
          </Button>
          <Separator size="4" />
          <Flex asChild direction="column" gap="2">
            <ul aria-label={t(messages.featuresLabel)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {plan.features.map((feature) => (
                <Flex asChild gap="2" align="start" key={feature.id}>
                  <li>
                    <Text color="green" aria-hidden style={{ display: 'inline-flex', marginTop: 3 }}>
                      <CheckIcon />
                    </Text>
                    <Text size="2">{t(feature)}</Text>
                  </li>
                </Flex>
              ))}
            </ul>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
