import { Button, DataList } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { Card } from '../../components/Card';
import { messages } from './BillingPanel.messages';

export interface BillingPanelProps {
  /** The plan's name, e.g. "Premium". */
  planName: string;
  /** ISO date of the next renewal, or null when the plan does not renew. */
  renewsOn: string | null;
  /** How the learner pays, e.g. "PayPal (jane@example.com)", or null. */
  paymentMethod: string | null;
}

/** The plan, its renewal date and the payment method, with a link to the subscription page. */
export function BillingPanel({ planName, renewsOn, paymentMethod }: BillingPanelProps) {
  const intl = useIntl();
  const none = intl.formatMessage(messages.none);
  return (
    <Card.Root>
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        aside={
          <Button variant="soft" asChild>
            <RouterLink href="/subscription">{intl.formatMessage(messages.manage)}</RouterLink>
          </Button>
        }
      />
      <Card.Body>
        <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label minWidth="140px">{intl.formatMessage(messages.plan)}</DataList.Label>
            <DataList.Value>{planName}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">{intl.formatMessage(messages.renewsOn)}</DataList.Label>
            <DataList.Value>
              {renewsOn
                ? intl.formatDate(renewsOn, { year: 'numeric', month: 'long', day: 'numeric' })
                : none}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">{intl.formatMessage(messages.paymentMethod)}</DataList.Label>
            <DataList.Value>{paymentMethod ?? none}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
