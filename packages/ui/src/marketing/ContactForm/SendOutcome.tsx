import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { contactToastMessages } from './ContactForm.messages';

/** The result of the last send: the failure as an alert, or the confirmation in a polite status region. */
export function SendOutcome({ submitError, sent }: { submitError?: string; sent: boolean }) {
  const intl = useIntl();
  return (
    <>
      {submitError && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>
            <Text weight="bold">{intl.formatMessage(contactToastMessages.errorTitle)}</Text> {submitError}
          </Callout.Text>
        </Callout.Root>
      )}
      {/* The region stays mounted so the confirmation is announced when it appears. */}
      <div role="status">
        {sent && (
          <Callout.Root color="green" highContrast>
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              <Text weight="bold">{intl.formatMessage(contactToastMessages.sentTitle)}</Text>{' '}
              {intl.formatMessage(contactToastMessages.sentDescription)}
            </Callout.Text>
          </Callout.Root>
        )}
      </div>
    </>
  );
}
