import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';

/** A polite live region for the outcome of a save; empty until there is one. */
export function SuccessText({ children }: { children?: string }) {
  return (
    <Text role="status" size="2" color="green">
      {children && (
        <Flex as="span" gap="1" align="center">
          <CheckCircledIcon aria-hidden />
          {children}
        </Flex>
      )}
    </Text>
  );
}
