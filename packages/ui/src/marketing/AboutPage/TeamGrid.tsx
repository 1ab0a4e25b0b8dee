import { Avatar, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';

/** One person on the team. */
export interface TeamMember {
  /** Full name; the avatar shows its initials. */
  name: string;
  /** Job title. */
  role: string;
  /** One line about their background. */
  experience: string;
}

/** First letters of the first and last words, e.g. "Alex Martin" → "AM". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The team as cards: initials avatar, name, role and experience. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <Grid asChild columns={{ initial: '1', xs: '2', md: '4' }} gap="4">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {members.map((member) => (
          <Card asChild size="3" key={member.name}>
            <li>
              <Flex direction="column" align="center" gap="2" style={{ textAlign: 'center' }}>
                <Avatar size="6" radius="full" fallback={initialsOf(member.name)} aria-hidden />
                <Heading as="h3" size="4" mt="2">
                  {member.name}
                </Heading>
                <Text size="2" weight="medium" style={{ color: 'var(--accent-11)' }}>
                  {member.role}
                </Text>
                <Text size="2" color="gray">
                  {member.experience}
                </Text>
              </Flex>
            </li>
          </Card>
        ))}
      </ul>
    </Grid>
  );
}
