import { useExecutePayment, usePaymentVerification } from '@elearning/api-client';
import { PaymentResultPage } from '@elearning/ui';
import { useEffect, useState } from 'react';
import { paths } from '../../config/paths';
import { useLearnerUrls } from '../../lib/addresses';
import { useServerMessage } from '../../lib/errors';
import { useReceiptUrl } from './receiptUrl';

type Execution = { state: 'running' } | { state: 'done' } | { state: 'failed'; error: unknown };

export interface PaymentSuccessContainerProps {
  /** The provider's order id (`token` in the return URL). */
  token: string | null;
  /** The approving payer (`PayerID`); without it the payment is only verified (already executed). */
  payerId: string | null;
}

/** The provider's return page: executes the approved payment (idempotent), then verifies it. */
export function PaymentSuccessContainer({ token, payerId }: PaymentSuccessContainerProps) {
  const learnerUrls = useLearnerUrls();
  const serverMessage = useServerMessage();
  const receiptUrl = useReceiptUrl();
  const execute = useExecutePayment();
  const [execution, setExecution] = useState<Execution>(() =>
    token && payerId ? { state: 'running' } : { state: 'done' },
  );

  useEffect(() => {
    if (!token || !payerId) return;
    let current = true;
    execute({ paymentId: token, payerId }).then(
      () => current && setExecution({ state: 'done' }),
      (error: unknown) => current && setExecution({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [execute, token, payerId]);

  const verification = usePaymentVerification(token && execution.state === 'done' ? token : undefined);

  if (!token) return <PaymentResultPage urls={learnerUrls} variant="failure" />;
  if (execution.state === 'failed')
    return (
      <PaymentResultPage urls={learnerUrls} variant="failure" message={serverMessage(execution.error)} />
    );
  if (!verification.data) {
    return verification.error ? (
      <PaymentResultPage urls={learnerUrls} variant="failure" message={serverMessage(verification.error)} />
    ) : (
      <PaymentResultPage urls={learnerUrls} variant="verifying" />
    );
  }
  if (!verification.data.verified) return <PaymentResultPage urls={learnerUrls} variant="failure" />;
  const bought = verification.data.purchase;
  return (
    <PaymentResultPage
      urls={learnerUrls}
      variant="success"
      purchase={
        bought
          ? {
              ...bought,
              receipt: bought.receipt
                ? { number: bought.receipt.number, url: receiptUrl(bought.receipt) }
                : null,
            }
          : undefined
      }
      startHref={
        bought?.item === 'test' && bought.testId
          ? paths.test(bought.testId)
          : bought?.item === 'subscription'
            ? paths.tests
            : undefined
      }
    />
  );
}
