import { CheckCircledIcon, ClockIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { daysLeftTone } from './daysLeft';
import { messages } from './OrderTable.messages';
import type { Order } from './types';

const statusLook = {
  active: { color: 'green', icon: CheckCircledIcon, label: messages.active },
  'expiring-soon': { color: 'amber', icon: ClockIcon, label: messages.expiringSoon },
  expired: { color: 'gray', icon: CrossCircledIcon, label: messages.expired },
} as const;

/** The order's status as a badge with an icon and a word. */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const intl = useIntl();
  const { color, icon: Icon, label } = statusLook[status];
  return (
    <Badge color={color} variant="soft" highContrast>
      <Icon aria-hidden />
      {intl.formatMessage(label)}
    </Badge>
  );
}

/** Days left: green above 30, amber at 30 or fewer, "Expired" once expired. */
export function DaysLeft({ order }: { order: Order }) {
  const intl = useIntl();
  const tone = daysLeftTone(order);
  if (tone === 'expired') {
    return (
      <Text size="2" color="gray" data-tone={tone}>
        {intl.formatMessage(messages.expired)}
      </Text>
    );
  }
  return (
    <Text size="2" weight="medium" color={tone} data-tone={tone}>
      {intl.formatMessage(messages.days, { count: order.daysLeft })}
    </Text>
  );
}

export function useOrderFormat() {
  const intl = useIntl();
  return {
    price: (o: Order) => intl.formatNumber(o.price, { style: 'currency', currency: o.currency }),
    date: (iso: string) => intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' }),
    number: (o: Order) => intl.formatMessage(messages.orderNumber, { number: o.orderNumber }),
  };
}
