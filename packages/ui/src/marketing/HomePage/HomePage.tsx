import { Button, Card, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { PageHero } from '../_internal/PageHero';
import { SectionHeader } from '../_internal/SectionHeader';
import { FeatureGrid } from './FeatureGrid';
import { messages } from './HomePage.messages';
import { LearnByDoing } from './LearnByDoing';

/** Where the landing page's calls to action go (the site's `config/paths.ts`). */
export interface HomePageUrls {
  signup: string;
  articles: string;
}

export interface HomePageProps extends ComponentPropsWithoutRef<'div'> {
  /** Where Get Started and View Course Catalog lead. */
  urls: HomePageUrls;
}

/** The public landing page: hero, figures, features, the hands-on pitch and a closing call to action. */
export function HomePage({ urls, ...props }: HomePageProps) {
  const intl = useIntl();
  const ids = { features: useId(), practice: useId(), cta: useId() };
  const t = intl.formatMessage;
  const getStarted = (
    <Button asChild size="3">
      <RouterLink href={urls.signup}>{t(messages.getStarted)}</RouterLink>
    </Button>
  );
  const viewCatalog = (
    <Button asChild size="3" variant="outline">
      <RouterLink href={urls.articles}>{t(messages.viewCatalog)}</RouterLink>
    </Button>
  );
  return (
    <div {...props}>
      <PageHero
        eyebrow={t(messages.eyebrow)}
        title={t(messages.title)}
        lead={t(messages.lead)}
        actions={
          <>
            {getStarted}
            {viewCatalog}
          </>
        }
      />
      <Section size={{ initial: '2', md: '3' }} aria-labelledby={ids.features}>
        <Container size="4" px="4">
          <SectionHeader
            id={ids.features}
            title={t(messages.featuresTitle)}
            lead={t(messages.featuresLead)}
          />
          <FeatureGrid />
        </Container>
      </Section>
      <Section
        size={{ initial: '2', md: '3' }}
        aria-labelledby={ids.practice}
        style={{ background: 'var(--gray-2)' }}
      >
        <Container size="4" px="4">
          <LearnByDoing titleId={ids.practice} />
        </Container>
      </Section>
      <Section size={{ initial: '2', md: '3' }} aria-labelledby={ids.cta}>
        <Container size="3" px="4">
          <Card size={{ initial: '3', sm: '5' }} variant="classic">
            <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
              <Heading as="h2" size={{ initial: '6', sm: '7' }} id={ids.cta}>
                {t(messages.ctaTitle)}
              </Heading>
              <Text as="p" size="3" color="gray">
                {t(messages.ctaLead)}
              </Text>
              <Flex gap="3" wrap="wrap" justify="center">
                {getStarted}
                {viewCatalog}
              </Flex>
            </Flex>
          </Card>
        </Container>
      </Section>
    </div>
  );
}
