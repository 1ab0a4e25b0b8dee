import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout, Container, Flex, Grid, Section, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { ErrorCard } from '../../shared/ErrorCard';
import { PageHero } from '../_internal/PageHero';
import { placeholderOffer, type PricingOffer } from './offer';
import { contactMessage, messages } from './PricingPage.messages';
import { Plans, type PlanUrls } from './Plans';

export interface PricingPageProps extends ComponentPropsWithoutRef<'div'> {
  /** Where the price list is: loading, failed, or here. */
  status: 'loading' | 'error' | 'success';
  /** The server's price list; read when `status` is `success`. */
  offer?: PricingOffer;
  /** Asks for the price list again after a failure. */
  onRetry?: () => void;
  /** Where the plan buttons and the contact link go. */
  urls: { signup: string; contact: string };
  /**
   * A signed-in visitor's way to each plan (the tests, the subscription page): the buttons then say
   * "Go to …" instead of offering to sign up.
   */
  signedInUrls?: PlanUrls;
}

/** The pricing page: the free tests, each paid test's price and Premium, all from the server's price list. */
export function PricingPage({ status, offer, onRetry, urls, signedInUrls, ...rest }: PricingPageProps) {
  const loaded = status === 'success' ? offer : undefined;
  const intl = useIntl();
  return (
    <div {...rest}>
      <PageHero
        eyebrow={intl.formatMessage(messages.eyebrow)}
        title={intl.formatMessage(messages.title)}
        lead={intl.formatMessage(messages.lead)}
      />
      <Section size="2" pt="0">
        <Container size="4" px="4">
          <Flex direction="column" gap="6" align="center">
            {status === 'error' ? (
              <ErrorCard
                title={intl.formatMessage(messages.errorTitle)}
                message={intl.formatMessage(messages.errorText)}
                onRetry={onRetry}
              />
            ) : (
              // The cards keep their place while the prices load (skeletons of the same size): the callout and
              // the footer below do not move when they arrive.
              <Grid
                columns={{ initial: '1', md: '3' }}
                gap="5"
                width="100%"
                align="stretch"
                aria-busy={!loaded}
              >
                {!loaded && (
                  <VisuallyHidden role="status" aria-live="polite">
                    {intl.formatMessage(messages.loading)}
                  </VisuallyHidden>
                )}
                {/* The same cards, loading or not: their links are the same nodes when the prices arrive, so a
                    press as they do is not lost. */}
                <Plans
                  offer={loaded ?? placeholderOffer}
                  loading={!loaded}
                  signupUrl={urls.signup}
                  signedInUrls={signedInUrls}
                />
              </Grid>
            )}
            <Callout.Root variant="surface" size="2">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{intl.formatMessage(messages.payments)}</Callout.Text>
            </Callout.Root>
            <Text as="p" size="3" align="center" style={{ color: 'var(--gray-11)' }}>
              {intl.formatMessage(contactMessage, {
                link: (chunks) => (
                  <AppLink href={urls.contact} weight="medium" underline="always">
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
