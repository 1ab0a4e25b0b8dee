import {
  CodeIcon,
  DashboardIcon,
  ExternalLinkIcon,
  FileTextIcon,
  GlobeIcon,
  LayersIcon,
  ReaderIcon,
  TimerIcon,
} from '@radix-ui/react-icons';
import { Button, Card, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { IconCardGrid } from '../_internal/IconCardGrid';
import { PageHero } from '../_internal/PageHero';
import { SectionHeader } from '../_internal/SectionHeader';
import { messages as m } from './AboutPage.messages';

export interface AboutPageProps extends ComponentPropsWithoutRef<'div'> {
  /** Where Join Our Mission leads (the site's course catalogue). */
  urls: { articles: string };
}

const offer = [
  { Icon: TimerIcon, title: m.testsTitle, text: m.testsText },
  { Icon: FileTextIcon, title: m.articlesTitle, text: m.articlesText },
  { Icon: CodeIcon, title: m.labsTitle, text: m.labsText },
  { Icon: DashboardIcon, title: m.progressTitle, text: m.progressText },
];

const writing = [
  { Icon: LayersIcon, title: m.domainTitle, text: m.domainText },
  { Icon: ReaderIcon, title: m.explanationTitle, text: m.explanationText },
  { Icon: ExternalLinkIcon, title: m.sourcesTitle, text: m.sourcesText },
  { Icon: GlobeIcon, title: m.translationTitle, text: m.translationText },
];

const reporting = [
  { title: m.reportWhereTitle, text: m.reportWhereText },
  { title: m.reportWhatTitle, text: m.reportWhatText },
  { title: m.reportKeptTitle, text: m.reportKeptText },
  { title: m.reportFixTitle, text: m.reportFixText },
];

const sectionSize = { initial: '2', md: '3' } as const;

/**
 * The about page: what the product is, how its questions are written, what happens to a reported problem,
 * and the mission. Only what is true of the product (spec decision 59).
 */
export function AboutPage({ urls, ...rest }: AboutPageProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const ids = { offer: useId(), writing: useId(), report: useId(), mission: useId() };
  return (
    <div {...rest}>
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} lead={t(m.lead)} />
      <Section size={sectionSize} aria-labelledby={ids.offer}>
        <Container size="4" px="4">
          <SectionHeader id={ids.offer} title={t(m.offerTitle)} lead={t(m.offerLead)} />
          <IconCardGrid cards={offer} />
        </Container>
      </Section>
      <Section size={sectionSize} aria-labelledby={ids.writing} style={{ background: 'var(--gray-2)' }}>
        <Container size="4" px="4">
          <SectionHeader id={ids.writing} title={t(m.writingTitle)} lead={t(m.writingLead)} />
          <IconCardGrid cards={writing} />
        </Container>
      </Section>
      <Section size={sectionSize} aria-labelledby={ids.report}>
        <Container size="4" px="4">
          <SectionHeader id={ids.report} title={t(m.reportTitle)} lead={t(m.reportLead)} />
          <IconCardGrid cards={reporting} ordered />
        </Container>
      </Section>
      <Section size={sectionSize} aria-labelledby={ids.mission} style={{ background: 'var(--gray-2)' }}>
        <Container size="3" px="4">
          <Card size={{ initial: '3', sm: '5' }} variant="classic">
            <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
              <Heading as="h2" size={{ initial: '6', sm: '7' }} id={ids.mission}>
                {t(m.missionTitle)}
              </Heading>
              <Text as="p" size="4" style={{ maxWidth: 620 }}>
                {t(m.missionText)}
              </Text>
              <Button asChild size="3">
                <RouterLink href={urls.articles}>{t(m.joinMission)}</RouterLink>
              </Button>
            </Flex>
          </Card>
        </Container>
      </Section>
    </div>
  );
}
