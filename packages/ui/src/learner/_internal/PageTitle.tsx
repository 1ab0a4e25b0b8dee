import { Flex, Heading, Text } from '@radix-ui/themes';

/** The top of a learner page: its one h1 and a line under it. */
export function PageTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Flex direction="column" gap="1">
      <Heading as="h1" size={{ initial: '6', sm: '7' }}>
        {title}
      </Heading>
      <Text color="gray">{subtitle}</Text>
    </Flex>
  );
}
