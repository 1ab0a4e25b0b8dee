import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons';
import { Button, DataList, Link, Spinner } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { ResultCard } from '../_internal/ResultCard';
import type { LearnerUrls } from '../_internal/urls';
import { messages } from './PaymentResultPage.messages';

/** What a verified payment bought (the server's purchase summary). */
export interface PaymentPurchase {
  item: 'test' | 'subscription' | 'generic';
  itemName: string;
  amount: number;
  currency: string;
  orderNumber: string;
  /** End of the access it granted; null for a generic payment. */
  expiryDate: string | null;
  receipt?: { number: string; url: string } | null;
}

export interface PaymentResultPageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** verifying while the payment is checked, then success or failure. */
  variant: 'verifying' | 'success' | 'failure';
  /** Details of a failure (e.g. the server's message); a generic text when omitted. */
  message?: string;
  /** Where Go to Dashboard and Back to subscription lead. */
  urls: Pick<LearnerUrls, 'dashboard' | 'subscription'>;
  /** On success: what was bought, shown with its amount, order, expiry and receipt. */
  purchase?: PaymentPurchase;
  /** On success: where Start now leads (the bought test, or the tests for a subscription). */
  startHref?: string;
}

function PurchaseDetails({ purchase }: { purchase: PaymentPurchase }) {
  const intl = useIntl();
  const rows: [string, ReactNode][] = [
    [
      intl.formatMessage(messages.amount),
      intl.formatNumber(purchase.amount, { style: 'currency', currency: purchase.currency }),
    ],
    [intl.formatMessage(messages.unlocked), purchase.itemName],
  ];
  if (purchase.expiryDate)
    rows.push([
      intl.formatMessage(messages.expires),
      intl.formatDate(purchase.expiryDate, { year: 'numeric', month: 'long', day: 'numeric' }),
    ]);
  rows.push([intl.formatMessage(messages.order), purchase.orderNumber]);
  if (purchase.receipt)
    rows.push([
      intl.formatMessage(messages.receipt),
      <Link key="receipt" href={purchase.receipt.url} download>
        {intl.formatMessage(messages.receiptLink, { receiptNumber: purchase.receipt.number })}
      </Link>,
    ]);
  return (
    <DataList.Root
      aria-label={intl.formatMessage(messages.detailsLabel)}
      orientation={{ initial: 'vertical', xs: 'horizontal' }}
      style={{ textAlign: 'start', width: '100%' }}
    >
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label minWidth="120px">{label}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The /success page: verification in progress, then the outcome (what was bought) with ways on. */
export function PaymentResultPage({
  variant,
  message,
  urls,
  purchase,
  startHref,
  ...rest
}: PaymentResultPageProps) {
  const intl = useIntl();
  const dashboard = (
    <Button size="3" asChild variant={startHref ? 'soft' : 'solid'}>
      <RouterLink href={urls.dashboard}>{intl.formatMessage(messages.dashboard)}</RouterLink>
    </Button>
  );
  if (variant === 'verifying') {
    return (
      <ResultCard
        role="status"
        aria-live="polite"
        tone="indigo"
        icon={<Spinner size="3" />}
        title={intl.formatMessage(messages.verifyingTitle)}
        description={intl.formatMessage(messages.verifyingText)}
        {...rest}
      />
    );
  }
  if (variant === 'success') {
    return (
      <ResultCard
        tone="green"
        icon={<CheckIcon width={32} height={32} />}
        title={intl.formatMessage(messages.successTitle)}
        description={intl.formatMessage(
          !purchase
            ? messages.successText
            : purchase.item === 'test'
              ? messages.testUnlocked
              : purchase.item === 'subscription'
                ? messages.subscriptionActive
                : messages.paymentReceived,
        )}
        details={purchase && <PurchaseDetails purchase={purchase} />}
        actions={
          <>
            {startHref && (
              <Button size="3" asChild>
                <RouterLink href={startHref}>{intl.formatMessage(messages.startNow)}</RouterLink>
              </Button>
            )}
            {dashboard}
          </>
        }
        {...rest}
      />
    );
  }
  return (
    <ResultCard
      role="alert"
      tone="red"
      icon={<Cross2Icon width={32} height={32} />}
      title={intl.formatMessage(messages.failureTitle)}
      description={message ?? intl.formatMessage(messages.failureText)}
      actions={
        <>
          <Button size="3" asChild>
            <RouterLink href={urls.subscription}>
              {intl.formatMessage(messages.backToSubscription)}
            </RouterLink>
          </Button>
          <Button size="3" variant="soft" asChild>
            <RouterLink href={urls.dashboard}>{intl.formatMessage(messages.dashboard)}</RouterLink>
          </Button>
        </>
      }
      {...rest}
    />
  );
}
