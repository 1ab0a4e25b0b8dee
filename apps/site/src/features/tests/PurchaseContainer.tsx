import {
  useExecutePayment,
  usePaymentConfig,
  usePurchaseTest,
  type PaymentCreated,
  type Test,
} from '@elearning/api-client';
import { PurchaseModal, useToast, type PurchaseModalProps } from '@elearning/ui';
import { useCallback, useState } from 'react';
import { paths } from '../../config/paths';
import { isNamedRefusal, useServerMessage } from '../../lib/errors';
import { CheckoutButton } from '../payments/CheckoutButton';
import { useTestsTexts } from './texts';

type Stage = PurchaseModalProps['stage'];

export interface PurchaseContainerProps {
  /** The test to buy; the modal is closed without one. */
  test: Test | null;
  onClose: () => void;
}

/**
 * Buying a premium test: Purchase Now creates the provider order, then the provider's button shows; its
 * approval executes the payment, which refreshes the catalogue, and the modal closes with a success toast.
 * Cancelling in the provider hides the button again.
 */
export function PurchaseContainer({ test, onClose }: PurchaseContainerProps) {
  const serverMessage = useServerMessage();
  const purchaseTest = usePurchaseTest();
  const executePayment = useExecutePayment();
  const { show } = useToast();
  const texts = useTestsTexts();
  const [stage, setStage] = useState<Stage>('review');
  const [order, setOrder] = useState<PaymentCreated | null>(null);
  // Loaded with the modal, so the provider's button can show as soon as Purchase Now answers.
  usePaymentConfig({ enabled: test !== null });
  // Purchase Now leaves with the review step: the checkout below takes the focus and comes into view (on a
  // phone it starts below the fold).
  const revealCheckout = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    element.scrollIntoView({ block: 'nearest' });
    element.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, []);
  const [errorMessage, setErrorMessage] = useState<string>();
  // A new test starts at the review step.
  const [shownTest, setShownTest] = useState(test);
  if (test && test.id !== shownTest?.id) {
    setShownTest(test);
    setStage('review');
    setOrder(null);
  }

  const fail = (message?: string) => {
    setErrorMessage(message);
    setStage('error');
  };

  const purchase = async () => {
    if (!test) return;
    setStage('creating');
    try {
      const origin = window.location.origin;
      const created = await purchaseTest({
        testId: test.id,
        returnUrl: `${origin}${paths.paymentSuccess}`,
        cancelUrl: `${origin}${paths.paymentCancel}`,
      });
      setOrder(created);
      setStage('pay');
    } catch (error) {
      // A refusal the server names (already owned, free test…) says why; any other failure is the spec's alert.
      fail((isNamedRefusal(error) && serverMessage(error)) || texts.purchaseFailed);
    }
  };

  const approved = async (approvedId: string, payerId: string) => {
    if (!test) return;
    setStage('executing');
    try {
      // Revalidates the catalogue (and orders, access); a failed refresh is only logged by SWR.
      await executePayment({ paymentId: approvedId, payerId });
      show({ title: texts.purchased(test.title), variant: 'success' });
      setStage('review');
      setOrder(null);
      onClose();
    } catch (error) {
      // "Payment failed. Please try again." is the modal's own default.
      fail(isNamedRefusal(error) ? serverMessage(error) : undefined);
    }
  };

  return (
    <PurchaseModal
      test={shownTest}
      open={test !== null}
      onOpenChange={(open) => {
        if (open) return;
        setStage('review');
        setOrder(null);
        onClose();
      }}
      stage={stage}
      errorMessage={errorMessage}
      onPurchase={() => void purchase()}
      premiumHref={paths.subscription}
      sampleHref={shownTest ? `${paths.test(shownTest.id)}?sample=1` : undefined}
      paymentSlot={
        order && (
          <div ref={revealCheckout}>
            <CheckoutButton
              createOrder={async () => order}
              onApproved={approved}
              onCancel={() => setStage('review')}
              onError={() => fail()}
            />
          </div>
        )
      }
    />
  );
}
