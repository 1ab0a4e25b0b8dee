import { Button, Card, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { PageHero } from '../_internal/PageHero';
import { SectionHeader } from '../_internal/SectionHeader';
import { messages } from './AboutPage.messages';
import { OurStory } from './OurStory';
import { TeamGrid, type TeamMember } from './TeamGrid';
import { ValuesGrid } from './ValuesGrid';

export interface AboutPageProps extends ComponentPropsWithoutRef<'div'> {
  /** The people shown in the team section; four placeholder members when omitted. */
  team?: TeamMember[];
  /** Where Join Our Mission leads (the site's course catalogue). */
  urls: { courses: string };
}

const placeholderTeam = [
  { name: 'Alex Martin', role: messages.role1, experience: messages.experience1 },
  { name: 'Sofia Rossi', role: messages.role2, experience: messages.experience2 },
  { name: 'Karim Benali', role: messages.role3, experience: messages.experience3 },
  { name: 'Emma Schmidt', role: messages.role4, experience: messages.experience4 },
];

const sectionSize = { initial: '2', md: '3' } as const;

/** The about page: who we are, figures, story, values, team and mission. */
export function AboutPage({ team, urls, ...rest }: AboutPageProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const ids = { story: useId(), values: useId(), team: useId(), mission: useId() };
  const members =
    team ?? placeholderTeam.map((m) => ({ name: m.name, role: t(m.role), experience: t(m.experience) }));
  return (
    <div {...rest}>
      <Section size={sectionSize} style={{ background: 'linear-gradient(var(--accent-2), transparent)' }}>
        <Container size="4" px="4">
          <Flex direction="column" gap="8">
            <PageHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} lead={t(messages.lead)} />
          </Flex>
        </Container>
      </Section>
      <Section size={sectionSize} aria-labelledby={ids.story}>
        <Container size="4" px="4">
          <OurStory titleId={ids.story} />
        </Container>
      </Section>
      <Section size={sectionSize} aria-labelledby={ids.values} style={{ background: 'var(--gray-2)' }}>
        <Container size="4" px="4">
          <SectionHeader id={ids.values} title={t(messages.valuesTitle)} lead={t(messages.valuesLead)} />
          <ValuesGrid />
        </Container>
      </Section>
      <Section size={sectionSize} aria-labelledby={ids.team}>
        <Container size="4" px="4">
          <SectionHeader id={ids.team} title={t(messages.teamTitle)} lead={t(messages.teamLead)} />
          <TeamGrid members={members} />
        </Container>
      </Section>
      <Section size={sectionSize} aria-labelledby={ids.mission}>
        <Container size="3" px="4">
          <Card size={{ initial: '3', sm: '5' }} variant="classic">
            <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
              <Heading as="h2" size={{ initial: '6', sm: '7' }} id={ids.mission}>
                {t(messages.missionTitle)}
              </Heading>
              <Text as="p" size="4" style={{ maxWidth: 620 }}>
                {t(messages.missionText)}
              </Text>
              <Button asChild size="3">
                <RouterLink href={urls.courses}>{t(messages.joinMission)}</RouterLink>
              </Button>
            </Flex>
          </Card>
        </Container>
      </Section>
    </div>
  );
}
