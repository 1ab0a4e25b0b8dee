import { CheckCircledIcon, CrossCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Badge, Card, DataList, Flex, Heading } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { messages } from './SubscriptionPage.messages';
import { isExpired, isSubscriptionActive, type SubscriptionStatus } from './subscription';

/** Active or Inactive, with the start and expiry dates and an Expired mark. */
export function StatusCard({ status, now }: { status: SubscriptionStatus; now: Date }) {
  const intl = useIntl();
  const active = isSubscriptionActive(status, now);
  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' }) : '—';
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            {intl.formatMessage(messages.statusTitle)}
          </Heading>
          <Badge size="2" color={active ? 'green' : 'gray'} highContrast>
            {active ? <CheckCircledIcon aria-hidden /> : <CrossCircledIcon aria-hidden />}
            {intl.formatMessage(active ? messages.active : messages.inactive)}
          </Badge>
        </Flex>
        <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label minWidth="120px">{intl.formatMessage(messages.started)}</DataList.Label>
            <DataList.Value>{date(status.subscriptionDate)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="120px">{intl.formatMessage(messages.expires)}</DataList.Label>
            <DataList.Value>
              <Flex gap="2" align="center" wrap="wrap">
                {date(status.subscriptionExpiryDate)}
                {isExpired(status, now) && (
                  <Badge color="red" highContrast>
                    <ExclamationTriangleIcon aria-hidden />
                    {intl.formatMessage(messages.expired)}
                  </Badge>
                )}
              </Flex>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Flex>
    </Card>
  );
}
