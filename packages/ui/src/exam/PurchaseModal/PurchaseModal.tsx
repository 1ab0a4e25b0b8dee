import { ExclamationTriangleIcon, LockOpen1Icon } from '@radix-ui/react-icons';
import { Box, Button, Callout, Card, Dialog, Flex, Separator, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { formatPrice } from '../_internal/format';
import type { ExamTest } from '../types';
import { PurchaseDetails } from './PurchaseDetails';
import { messages } from './PurchaseModal.messages';

export interface PurchaseModalProps {
  /** The test to buy; nothing renders without one. */
  test: ExamTest | null;
  /** The dialog is shown. */
  open: boolean;
  /** Cancel, Escape or a click outside asks to close (ignored while a payment is confirming). */
  onOpenChange: (open: boolean) => void;
  /**
   * Where the purchase stands: `review` before Purchase Now, `creating` while the payment order is made,
   * `pay` once the provider's button (`paymentSlot`) can be used, `executing` while the approved payment is
   * captured, `error` after a failure (Purchase Now can be tried again).
   */
  stage: 'review' | 'creating' | 'pay' | 'executing' | 'error';
  /** The failure shown at the `error` stage; "Payment failed. Please try again." when omitted. */
  errorMessage?: string;
  /** Purchase Now: create the payment order. */
  onPurchase: () => void;
  /** The payment provider's button, shown at the `pay` stage. */
  paymentSlot?: ReactNode;
  /** The Premium plan's page (the app's subscription path): every premium test in one subscription. */
  premiumHref: string;
  /** The test's free 5-question sample; the link is left out when omitted. */
  sampleHref?: string;
}

/** Buying six months of access to a premium test: what it includes, the total, and the payment step. */
export function PurchaseModal({
  test,
  open,
  onOpenChange,
  stage,
  errorMessage,
  onPurchase,
  paymentSlot,
  premiumHref,
  sampleHref,
}: PurchaseModalProps) {
  const intl = useIntl();
  if (!test) return null;
  const busy = stage === 'creating' || stage === 'executing';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (stage === 'executing' ? undefined : onOpenChange(next))}
    >
      <Dialog.Content maxWidth="540px">
        <Text as="p" size="2" color="gray" weight="medium" mb="1">
          {intl.formatMessage(messages.eyebrow)}
        </Text>
        <Dialog.Title size="5" mb="2">
          {test.title}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {test.description}
        </Dialog.Description>
        <PurchaseDetails test={test} />
        <Separator size="4" my="4" />
        <Flex justify="between" align="baseline" gap="3">
          <Text size="3" weight="medium">
            {intl.formatMessage(messages.total)}
          </Text>
          <Text size="6" weight="bold">
            {formatPrice(intl, test.price, test.currency)}
          </Text>
        </Flex>
        <Text as="p" size="2" color="gray" mt="3">
          {intl.formatMessage(messages.premiumHint)}{' '}
          <AppLink href={premiumHref}>{intl.formatMessage(messages.premiumLink)}</AppLink>
        </Text>
        {sampleHref && (
          <Text as="p" size="2" color="gray" mt="2">
            {intl.formatMessage(messages.sampleHint)}{' '}
            <AppLink href={sampleHref}>{intl.formatMessage(messages.sampleLink)}</AppLink>
          </Text>
        )}
        {stage === 'error' && (
          <Callout.Root color="red" role="alert" mt="4">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>
              <Text weight="bold">{intl.formatMessage(messages.errorTitle)}</Text>
              {' — '}
              {errorMessage || intl.formatMessage(messages.errorDefault)}
            </Callout.Text>
          </Callout.Root>
        )}
        {stage === 'pay' && (
          <Card mt="4" size="2">
            <Flex direction="column" gap="3">
              <Text as="p" weight="bold">
                {intl.formatMessage(messages.payTitle)}
              </Text>
              <Text as="p" size="2" color="gray">
                {intl.formatMessage(messages.payHint)}
              </Text>
              <Box>{paymentSlot}</Box>
            </Flex>
          </Card>
        )}
        {stage === 'executing' && (
          <Flex role="status" align="center" gap="2" mt="4">
            <Spinner />
            <Text size="2">{intl.formatMessage(messages.executing)}</Text>
          </Flex>
        )}
        <Flex gap="3" mt="5" justify="end" direction={{ initial: 'column-reverse', xs: 'row' }}>
          <Dialog.Close>
            <Button variant="soft" color="gray" size="3" disabled={stage === 'executing'}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </Dialog.Close>
          {(stage === 'review' || stage === 'creating' || stage === 'error') && (
            <Button size="3" onClick={onPurchase} disabled={busy} aria-busy={busy}>
              <Spinner loading={stage === 'creating'}>
                <LockOpen1Icon aria-hidden />
              </Spinner>
              {intl.formatMessage(stage === 'creating' ? messages.creating : messages.purchase)}
            </Button>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
