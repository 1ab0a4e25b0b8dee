import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout, Text } from '@radix-ui/themes';

/** The error of a failed submission, announced as an alert. */
export function FormError({ title, message }: { title?: string; message: string }) {
  return (
    <Callout.Root color="red" role="alert" size="1">
      <Callout.Icon>
        <ExclamationTriangleIcon aria-hidden />
      </Callout.Icon>
      <Callout.Text>
        {title && (
          <Text as="span" weight="bold" style={{ display: 'block' }}>
            {title}
          </Text>
        )}
        {message}
      </Callout.Text>
    </Callout.Root>
  );
}
