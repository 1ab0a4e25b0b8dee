import { Box, Container, Flex, Heading, Link, Section, Separator, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { PageHero } from '../_internal/PageHero';
import { messages, otherPrivacyMessage, otherTermsMessage, updatedMessage } from './LegalPage.messages';
import { privacy } from './privacy.messages';
import { terms } from './terms.messages';

const documents = { terms, privacy } as const;

/** Where the legal pages link to (the site's `config/paths.ts`). */
export interface LegalPageUrls {
  terms: string;
  privacy: string;
  contact: string;
  pricing: string;
}

export interface LegalPageProps extends ComponentPropsWithoutRef<'div'> {
  /** Which text to show. */
  document: keyof typeof documents;
  /** Where the in-text links go. */
  urls: LegalPageUrls;
  /** The address questions go to. */
  supportEmail?: string;
}

/** The Terms of Service or the Privacy Policy: a table of contents, then numbered sections. */
export function LegalPage({
  document,
  urls,
  supportEmail = 'support@kafkalearning.com',
  ...rest
}: LegalPageProps) {
  const intl = useIntl();
  const text = documents[document];
  const link = (href: string) => (chunks: ReactNode[]) => (
    <AppLink href={href} underline="always">
      {chunks}
    </AppLink>
  );
  const values = {
    email: (
      <Link href={`mailto:${supportEmail}`} underline="always">
        {supportEmail}
      </Link>
    ),
    contact: link(urls.contact),
    pricing: link(urls.pricing),
    terms: link(urls.terms),
    privacy: link(urls.privacy),
  };
  const sectionId = (id: string) => `${document}-${id}`;
  const date = intl.formatDate(text.updatedOn, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div {...rest}>
      <PageHero
        eyebrow={intl.formatMessage(messages.eyebrow)}
        title={intl.formatMessage(text.title)}
        lead={intl.formatMessage(text.lead)}
      >
        <Text as="p" size="2" color="gray" align="center" mt="3">
          <time dateTime={text.updatedOn}>{intl.formatMessage(updatedMessage, { date })}</time>
        </Text>
      </PageHero>
      <Section size="2" pt="0">
        <Container size="2" px="4">
          <Flex direction="column" gap="6">
            <Box asChild>
              <nav aria-label={intl.formatMessage(messages.contents)}>
                <Heading as="h2" size="3" mb="2">
                  {intl.formatMessage(messages.contents)}
                </Heading>
                <ol style={{ margin: 0, paddingInlineStart: '1.25em', lineHeight: 1.8 }}>
                  {text.sections.map((section) => (
                    <li key={section.id}>
                      <Link href={`#${sectionId(section.id)}`} size="2">
                        {intl.formatMessage(section.title)}
                      </Link>
                    </li>
                  ))}
                </ol>
              </nav>
            </Box>
            <Separator size="4" />
            {text.sections.map((section, index) => (
              <section key={section.id} aria-labelledby={sectionId(section.id)}>
                <Heading as="h2" size="5" mb="3" id={sectionId(section.id)} style={{ scrollMarginTop: 80 }}>
                  {index + 1}. {intl.formatMessage(section.title)}
                </Heading>
                <Flex direction="column" gap="3">
                  {section.paragraphs.map((paragraph) => (
                    <Text as="p" size="3" key={paragraph.id}>
                      {intl.formatMessage(paragraph, values)}
                    </Text>
                  ))}
                  {section.items && (
                    <ul style={{ margin: 0, paddingInlineStart: '1.25em', lineHeight: 1.6 }}>
                      {section.items.map((item) => (
                        <Text as="p" size="3" key={item.id} asChild mb="2">
                          <li>{intl.formatMessage(item, values)}</li>
                        </Text>
                      ))}
                    </ul>
                  )}
                </Flex>
              </section>
            ))}
            <Separator size="4" />
            <Text as="p" size="3" color="gray">
              {document === 'terms'
                ? intl.formatMessage(otherPrivacyMessage, { privacy: values.privacy })
                : intl.formatMessage(otherTermsMessage, { terms: values.terms })}
            </Text>
          </Flex>
        </Container>
      </Section>
    </div>
  );
}
