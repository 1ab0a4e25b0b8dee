import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { Box, Card, Container, Flex, Grid, Heading, Section } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { PageHero } from '../_internal/PageHero';
import { ContactForm, type ContactFormProps } from '../ContactForm';
import { ContactCard } from './ContactCard';
import { messages } from './ContactPage.messages';
import { QuickQuestions } from './QuickQuestions';

export interface ContactPageProps
  extends
    Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit'>,
    Pick<ContactFormProps, 'onSubmit' | 'submitError' | 'isSubmitting' | 'defaultSent'> {
  /** Where the form posts before the app runs, or without JavaScript (a server route that sends it). */
  action?: string;
  /** The support address shown and linked with `mailto:` (there is no phone support, spec decision 83). */
  supportEmail?: string;
}

/** The contact page: the form, the ways to reach support, and answers to frequent questions. */
export function ContactPage({
  onSubmit,
  submitError,
  isSubmitting,
  defaultSent,
  action,
  supportEmail = 'support@kafkalearning.com',
  ...rest
}: ContactPageProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const formTitleId = useId();
  return (
    <div {...rest}>
      <PageHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} lead={t(messages.lead)} />
      <Section size="2" pt="0">
        <Container size="4" px="4">
          <Grid columns={{ initial: '1', md: '3' }} gap="5" align="start">
            <Box gridColumn={{ md: 'span 2' }}>
              <Card size={{ initial: '3', sm: '4' }} asChild>
                <section aria-labelledby={formTitleId}>
                  <Heading as="h2" size="5" mb="4" id={formTitleId}>
                    {t(messages.formTitle)}
                  </Heading>
                  <ContactForm
                    onSubmit={onSubmit}
                    submitError={submitError}
                    isSubmitting={isSubmitting}
                    defaultSent={defaultSent}
                    {...(action !== undefined && { method: 'post', action })}
                  />
                </section>
              </Card>
            </Box>
            <Flex direction="column" gap="4">
              <ContactCard
                icon={<EnvelopeClosedIcon />}
                title={t(messages.emailTitle)}
                value={supportEmail}
                href={`mailto:${supportEmail}`}
                note={t(messages.emailNote)}
              />
              <QuickQuestions />
            </Flex>
          </Grid>
        </Container>
      </Section>
    </div>
  );
}
