import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { messages } from './QuestionView.messages';

/** Where the current answer stands on its way to the server. */
export type SaveStatusValue = 'idle' | 'saving' | 'saved' | 'offline';

/** A visible, politely announced save state for the current answer (icon and words, never colour alone). */
export function SaveStatus({ status }: { status: SaveStatusValue }) {
  const intl = useIntl();
  return (
    <Flex role="status" aria-live="polite" align="center" gap="2" minHeight="24px">
      {status === 'saving' && (
        <>
          <Spinner size="1" />
          <Text size="2" color="gray">
            {intl.formatMessage(messages.saving)}
          </Text>
        </>
      )}
      {status === 'saved' && (
        <>
          <Text color="green" aria-hidden style={{ display: 'flex' }}>
            <CheckCircledIcon />
          </Text>
          <Text size="2" color="green">
            {intl.formatMessage(messages.saved)}
          </Text>
        </>
      )}
      {status === 'offline' && (
        <>
          <Text color="amber" aria-hidden style={{ display: 'flex' }}>
            <ExclamationTriangleIcon />
          </Text>
          <Text size="2" color="amber" weight="medium">
            {intl.formatMessage(messages.offline)}
          </Text>
        </>
      )}
    </Flex>
  );
}
