import {
  useActivatePremiumSubscription,
  useAdvanceDemoBilling,
  useCancelPremiumSubscription,
  useCreatePremiumSubscription,
  usePaymentConfig,
  usePremiumSubscription,
  useResumePremiumSubscription,
} from '@elearning/api-client';
import { SubscriptionPage } from '@elearning/ui';
import { useState } from 'react';
import { useServerMessage } from '../../lib/errors';
import { useNotify } from '../../lib/notify';
import { statusOf } from '../../lib/queryStatus';
import { DemoBilling } from './DemoBilling';
import { useReceiptUrl } from './receiptUrl';
import { SubscribeCheckout } from './SubscribeCheckout';

/** The premium subscription: status, payments and receipts, subscribe, cancel and resume. */
export function SubscriptionContainer() {
  const serverMessage = useServerMessage();
  const notify = useNotify();
  const subscription = usePremiumSubscription();
  const config = usePaymentConfig();
  const create = useCreatePremiumSubscription();
  const activate = useActivatePremiumSubscription();
  const cancel = useCancelPremiumSubscription();
  const resume = useResumePremiumSubscription();
  const advance = useAdvanceDemoBilling();
  const receiptUrl = useReceiptUrl();
  const [isChanging, setChanging] = useState(false);

  const change = async (action: () => Promise<unknown>) => {
    setChanging(true);
    try {
      await action();
    } catch (error) {
      notify.failure('paymentCreateFailed', error);
    } finally {
      setChanging(false);
    }
  };
  const demo = config.data?.demo && config.data.provider === 'sandbox';
  const running =
    subscription.data && ['active', 'past_due', 'cancelled', 'suspended'].includes(subscription.data.status);

  return (
    <SubscriptionPage
      status={statusOf(subscription)}
      subscription={subscription.data}
      errorMessage={serverMessage(subscription.error)}
      onRetry={() => void subscription.mutate()}
      onCancelSubscription={() => void change(cancel)}
      onResumeSubscription={() => void change(resume)}
      isChanging={isChanging}
      receiptUrl={receiptUrl}
      demoSlot={
        demo && running ? (
          <DemoBilling
            cancelled={subscription.data?.status === 'cancelled'}
            disabled={isChanging}
            onAdvance={(outcome) => void change(() => advance({ outcome }))}
          />
        ) : undefined
      }
      paymentSlot={
        <SubscribeCheckout
          createSubscription={async () => (await create()).subscriptionId}
          onApproved={async (id) => {
            await activate(id);
          }}
          onError={(error) => notify.failure('paymentCreateFailed', error)}
        />
      }
    />
  );
}
