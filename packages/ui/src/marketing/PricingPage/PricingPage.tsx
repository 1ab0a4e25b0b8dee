import { Callout, Container, Flex, Grid, Section, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { PageHero } from '../_internal/PageHero';
import { PlanCard } from './PlanCard';
import { plans } from './plans';
import { contactMessage, messages, trialMessage } from './PricingPage.messages';

export interface PricingPageProps extends ComponentPropsWithoutRef<'div'> {
  /** ISO 4217 code the prices are in; formatted for the visitor's locale. */
  currency?: string;
}

/** The pricing page: three plans, the free-trial note and a way to ask questions. */
export function PricingPage({ currency = 'USD', ...rest }: PricingPageProps) {
  const intl = useIntl();
  return (
    <div {...rest}>
      <Section
        size={{ initial: '2', md: '3' }}
        style={{ background: 'linear-gradient(var(--accent-2), transparent)' }}
      >
        <Container size="4" px="4">
          <PageHero
            eyebrow={intl.formatMessage(messages.eyebrow)}
            title={intl.formatMessage(messages.title)}
            lead={intl.formatMessage(messages.lead)}
          />
        </Container>
      </Section>
      <Section size="2" pt="0">
        <Container size="4" px="4">
          <Flex direction="column" gap="6" align="center">
            <Grid columns={{ initial: '1', md: '3' }} gap="5" width="100%" align="stretch">
              {plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} currency={currency} />
              ))}
            </Grid>
            <Callout.Root variant="surface" size="2">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{intl.formatMessage(trialMessage, { days: 14 })}</Callout.Text>
            </Callout.Root>
            <Text as="p" size="3" align="center" style={{ color: 'var(--gray-11)' }}>
              {intl.formatMessage(contactMessage, {
                link: (chunks) => (
                  <AppLink href="/contact" weight="medium" underline="always">
                    {chunks}
                  </AppLink>
                ),
              })}
            </Text>
          </Flex>
        </Container>
      </Section>
    </div>
  );
}
