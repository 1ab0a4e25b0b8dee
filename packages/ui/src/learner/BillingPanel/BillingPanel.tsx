import { Button, DataList, Flex } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { Card } from '../../components/Card';
import { ErrorCard } from '../../shared/ErrorCard';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import type { LearnerUrls } from '../_internal/urls';
import { messages } from './BillingPanel.messages';

export interface BillingPanelProps {
  /** State of the subscription request; success when omitted. */
  status?: 'loading' | 'error' | 'success';
  /** Retries the subscription request (Try Again). */
  onRetry?: () => void;
  /** The plan the server says the learner has now: premium only while a paid subscription runs. */
  plan: 'free' | 'premium';
  /** ISO date the subscription ends (or ended, on the free plan after it), or null without one. */
  expiresOn: string | null;
  /** How the subscription was paid, or null when it never was. */
  paymentMethod: 'paypal' | 'sandbox' | null;
  /** Where the plan and the order history are. */
  urls: Pick<LearnerUrls, 'subscription' | 'orders'>;
}

/** The plan, when it ends, how it was paid, and the ways to the plan and the order history. */
export function BillingPanel({
  status = 'success',
  onRetry,
  plan,
  expiresOn,
  paymentMethod,
  urls,
}: BillingPanelProps) {
  const intl = useIntl();
  const none = intl.formatMessage(messages.none);
  const premium = plan === 'premium';
  const label = { minWidth: '140px' } as const;
  return (
    <Card.Root>
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <Card.Body>
        {status === 'loading' && <LoadingSpinner label={intl.formatMessage(messages.loading)} />}
        {status === 'error' && <ErrorCard message={intl.formatMessage(messages.error)} onRetry={onRetry} />}
        {status === 'success' && (
          <Flex direction="column" gap="4">
            <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
              <DataList.Item>
                <DataList.Label {...label}>{intl.formatMessage(messages.plan)}</DataList.Label>
                <DataList.Value>
                  {intl.formatMessage(premium ? messages.premium : messages.free)}
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label {...label}>
                  {intl.formatMessage(premium || !expiresOn ? messages.expiresOn : messages.expiredOn)}
                </DataList.Label>
                <DataList.Value>
                  {expiresOn
                    ? intl.formatDate(expiresOn, { year: 'numeric', month: 'long', day: 'numeric' })
                    : none}
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label {...label}>{intl.formatMessage(messages.paymentMethod)}</DataList.Label>
                <DataList.Value>
                  {paymentMethod ? intl.formatMessage(messages[paymentMethod]) : none}
                </DataList.Value>
              </DataList.Item>
            </DataList.Root>
            <Flex gap="3" wrap="wrap">
              <Button variant={premium ? 'soft' : 'solid'} asChild>
                <RouterLink href={urls.subscription}>
                  {intl.formatMessage(premium ? messages.manage : messages.upgrade)}
                </RouterLink>
              </Button>
              <Button variant="soft" color="gray" asChild>
                <RouterLink href={urls.orders}>{intl.formatMessage(messages.orders)}</RouterLink>
              </Button>
            </Flex>
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
