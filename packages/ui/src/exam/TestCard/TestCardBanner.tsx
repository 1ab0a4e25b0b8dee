import { CalendarIcon, ExclamationTriangleIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { isExpiringSoon } from '../rules';
import type { ExamTest } from '../types';
import { messages } from './TestCard.messages';

/** Purchase-required for a locked paid test, days left for a bought one (amber at 7 days or fewer). */
export function TestCardBanner({ test }: { test: ExamTest }) {
  const intl = useIntl();
  if (test.isFree) return null;
  if (!test.hasAccess) {
    return (
      <Callout.Root size="1" color="indigo" variant="surface">
        <Callout.Icon>
          <LockClosedIcon />
        </Callout.Icon>
        <Callout.Text>{intl.formatMessage(messages.purchaseRequired)}</Callout.Text>
      </Callout.Root>
    );
  }
  if (test.daysRemaining === null || !test.accessExpiryDate) return null;
  const soon = isExpiringSoon(test.daysRemaining);
  return (
    <Callout.Root
      size="1"
      color={soon ? 'amber' : 'gray'}
      variant={soon ? 'soft' : 'surface'}
      highContrast={soon}
    >
      <Callout.Icon>{soon ? <ExclamationTriangleIcon /> : <CalendarIcon />}</Callout.Icon>
      <Callout.Text>
        {intl.formatMessage(messages.daysLeft, {
          days: test.daysRemaining,
          date: intl.formatDate(test.accessExpiryDate, { dateStyle: 'medium' }),
        })}
      </Callout.Text>
    </Callout.Root>
  );
}
