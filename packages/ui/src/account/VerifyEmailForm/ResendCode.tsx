import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useHydrated } from '../../_internal/useHydrated';
import { useIntl } from 'react-intl';
import { BusyButton } from '../../components/BusyButton';
import { messages } from './VerifyEmailForm.messages';

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/** The value of the `intent` field a resend posts with its form: the server sends a code instead of checking one. */
export const RESEND_INTENT = 'resend';

interface ResendCodeProps {
  onResend: () => Promise<void>;
  /**
   * Its form posts to the server before the app runs: the button then submits the form with `intent=resend`
   * (without the browser's check of the code field, which may still be empty).
   */
  posts: boolean;
  /** A new code was already sent (the server says so in the page's address after a posted resend). */
  resent?: boolean;
}

/** "Resend code" with its own busy state and outcome, independent of the verify button. */
export function ResendCode({ onResend, posts, resent }: ResendCodeProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [state, setState] = useState<ResendState>(resent ? 'sent' : 'idle');
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
          {...(posts && !hydrated
            ? { type: 'submit', name: 'intent', value: RESEND_INTENT, formNoValidate: true }
            : { type: 'button', onClick: resend })}
          variant="ghost"
          size="2"
          busy={state === 'sending'}
          busyLabel={intl.formatMessage(messages.resending)}
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
