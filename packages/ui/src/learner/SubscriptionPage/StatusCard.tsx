import {
  CheckCircledIcon,
  CrossCircledIcon,
  ExclamationTriangleIcon,
  InfoCircledIcon,
} from '@radix-ui/react-icons';
import { AlertDialog, Badge, Button, Callout, Card, DataList, Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './SubscriptionPage.messages';
import type { PremiumStatus, PremiumSubscriptionView } from './subscription';

const BADGES = {
  none: { color: 'gray', label: messages.inactive },
  pending: { color: 'blue', label: messages.pending },
  active: { color: 'green', label: messages.active },
  past_due: { color: 'amber', label: messages.pastDue },
  cancelled: { color: 'amber', label: messages.cancelled },
  suspended: { color: 'red', label: messages.suspended },
  expired: { color: 'gray', label: messages.expired },
} as const satisfies Record<PremiumStatus, { color: string; label: unknown }>;

export interface StatusCardProps {
  subscription: PremiumSubscriptionView;
  /** Days of access kept after a failed payment. */
  graceDays: number;
  onCancel?: () => void;
  onResume?: () => void;
  /** A cancel or resume is under way. */
  isChanging?: boolean;
}

/** Status, plan, dates, what a failed payment means, and cancel (with a confirmation) or resume. */
export function StatusCard({ subscription: s, graceDays, onCancel, onResume, isChanging }: StatusCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' }) : '—';
  const price = intl.formatNumber(s.plan.price, { style: 'currency', currency: s.plan.currency });
  const badge = BADGES[s.status];
  const renewing = s.status === 'active' || s.status === 'past_due';
  const note = (color: 'amber' | 'red' | 'gray', icon: ReactNode, text: string) => (
    <Callout.Root color={color} role="status">
      <Callout.Icon>{icon}</Callout.Icon>
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            {t(messages.statusTitle)}
          </Heading>
          <Badge size="2" color={badge.color} highContrast>
            {s.status === 'active' ? <CheckCircledIcon aria-hidden /> : <CrossCircledIcon aria-hidden />}
            {t(badge.label)}
          </Badge>
        </Flex>
        {s.status !== 'none' && (
          <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
            <DataList.Item>
              <DataList.Label minWidth="160px">{t(messages.plan)}</DataList.Label>
              <DataList.Value>{t(messages.planValue, { price })}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="160px">{t(messages.started)}</DataList.Label>
              <DataList.Value>{date(s.startedAt)}</DataList.Value>
            </DataList.Item>
            {renewing && (
              <DataList.Item>
                <DataList.Label minWidth="160px">{t(messages.nextBilling)}</DataList.Label>
                <DataList.Value>{date(s.nextBillingDate)}</DataList.Value>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.Label minWidth="160px">{t(messages.accessUntil)}</DataList.Label>
              <DataList.Value>{date(s.graceUntil ?? s.paidThrough)}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        )}
        {s.status === 'past_due' &&
          note(
            'amber',
            <ExclamationTriangleIcon />,
            t(messages.pastDueNote, {
              date: date(s.lastFailedAt),
              days: graceDays,
              graceDate: date(s.graceUntil),
            }),
          )}
        {s.status === 'suspended' &&
          note(
            'red',
            <ExclamationTriangleIcon />,
            t(messages.suspendedNote, { graceDate: date(s.graceUntil) }),
          )}
        {s.status === 'cancelled' &&
          note('amber', <InfoCircledIcon />, t(messages.cancelledNote, { date: date(s.paidThrough) }))}
        {s.status === 'expired' && note('gray', <InfoCircledIcon />, t(messages.expiredNote))}
        {(s.canCancel || s.canResume) && (
          <Flex gap="3" justify="end" wrap="wrap">
            {s.canResume && (
              <Button onClick={onResume} loading={isChanging}>
                {t(messages.resume)}
              </Button>
            )}
            {s.canCancel && (
              <AlertDialog.Root>
                <AlertDialog.Trigger>
                  <Button variant="soft" color="red" loading={isChanging}>
                    {t(messages.cancelSubscription)}
                  </Button>
                </AlertDialog.Trigger>
                <AlertDialog.Content maxWidth="460px">
                  <AlertDialog.Title>{t(messages.confirmTitle)}</AlertDialog.Title>
                  <AlertDialog.Description size="2">
                    {t(messages.confirmText, { date: date(s.paidThrough) })}
                  </AlertDialog.Description>
                  <Flex gap="3" mt="4" justify="end" wrap="wrap">
                    <AlertDialog.Cancel>
                      <Button variant="soft" color="gray">
                        {t(messages.keep)}
                      </Button>
                    </AlertDialog.Cancel>
                    <AlertDialog.Action>
                      <Button color="red" onClick={onCancel}>
                        {t(messages.confirmCancel)}
                      </Button>
                    </AlertDialog.Action>
                  </Flex>
                </AlertDialog.Content>
              </AlertDialog.Root>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
