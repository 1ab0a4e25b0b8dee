// PAYMENTS=disabled: a server that sells nothing. Every provider call answers 503 with a clear message.
import { paymentsDisabled } from '../../http/errors';
import type { PaymentProvider } from './provider';

export function createDisabledProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw paymentsDisabled();
  };
  return {
    name: 'disabled',
    createOrder: refuse,
    captureOrder: refuse,
    verifyWebhook: async () => false,
    ensurePlan: refuse,
    createSubscription: refuse,
    getSubscription: refuse,
    suspendSubscription: refuse,
    activateSubscription: refuse,
    cancelSubscription: refuse,
  };
}
