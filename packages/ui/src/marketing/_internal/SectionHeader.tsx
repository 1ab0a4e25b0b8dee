import { Flex, Heading, Text } from '@radix-ui/themes';

interface SectionHeaderProps {
  /** The section's h2. */
  title: string;
  /** A sentence under the title. */
  lead?: string;
  /** The id the section's aria-labelledby points at. */
  id?: string;
}

/** A centred section title and lead. */
export function SectionHeader({ title, lead, id }: SectionHeaderProps) {
  return (
    <Flex direction="column" align="center" gap="3" mb="6" style={{ textAlign: 'center' }}>
      <Heading as="h2" size={{ initial: '6', sm: '7' }} id={id} style={{ textWrap: 'balance' }}>
        {title}
      </Heading>
      {lead && (
        <Text as="p" size="3" color="gray" style={{ maxWidth: 600 }}>
          {lead}
        </Text>
      )}
    </Flex>
  );
}
