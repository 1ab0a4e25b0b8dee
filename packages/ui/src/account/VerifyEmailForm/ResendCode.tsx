import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BusyButton } from '../../components/BusyButton';
import { messages } from './VerifyEmailForm.messages';

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/** "Resend code" with its own busy state and outcome, independent of the verify button. */
export function ResendCode({ onResend }: { onResend: () => Promise<void> }) {
  const intl = useIntl();
  const [state, setState] = useState<ResendState>('idle');
  const resend = () => {
    setState('sending');
    onResend().then(
      () => setState('sent'),
      () => setState('failed'),
    );
  };
  return (
    <Flex direction="column" align="center" gap="2">
      <Flex align="center" gap="2" wrap="wrap" justify="center">
        <Text size="2" color="gray">
          {intl.formatMessage(messages.noCode)}
        </Text>
        <BusyButton
          type="button"
          variant="ghost"
          size="2"
          busy={state === 'sending'}
          busyLabel={intl.formatMessage(messages.resending)}
          onClick={resend}
        >
          {intl.formatMessage(messages.resend)}
        </BusyButton>
      </Flex>
      <Text role="status" size="2" color={state === 'failed' ? 'red' : 'green'}>
        {state === 'sent' && (
          <Flex as="span" gap="1" align="center">
            <CheckCircledIcon aria-hidden />
            {intl.formatMessage(messages.resent)}
          </Flex>
        )}
        {state === 'failed' && (
          <Flex as="span" gap="1" align="center">
            <ExclamationTriangleIcon aria-hidden />
            {intl.formatMessage(messages.resendFailed)}
          </Flex>
        )}
      </Text>
    </Flex>
  );
}
