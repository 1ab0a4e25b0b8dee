import { Cross2Icon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout, Flex, IconButton } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { messages } from './QuestionView.messages';

export interface TimeWarningNoticeProps {
  /** The warning to show (minutes left), or null. The app decides when, and gives each one once. */
  minutes: number | null;
  /** Hide the notice. */
  onDismiss?: () => void;
}

/**
 * The time warning: a visible notice inside a polite live region that is always on the page, so screen readers
 * hear the notice once when it appears (a region mounted with its text would often stay silent).
 */
export function TimeWarningNotice({ minutes, onDismiss }: TimeWarningNoticeProps) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {minutes !== null && (
        <Callout.Root color={minutes <= 5 ? 'red' : 'amber'} highContrast size="1" mt="2">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Flex align="center" justify="between" gap="3">
            <Callout.Text>{intl.formatMessage(messages.timeWarningNotice, { minutes })}</Callout.Text>
            {onDismiss && (
              <IconButton
                size="1"
                variant="ghost"
                color="gray"
                aria-label={intl.formatMessage(messages.dismissWarning)}
                onClick={onDismiss}
              >
                <Cross2Icon aria-hidden />
              </IconButton>
            )}
          </Flex>
        </Callout.Root>
      )}
    </div>
  );
}
