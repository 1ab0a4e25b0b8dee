/**
 * A card and wallet payment provider, as far as this app uses one: one-off orders captured after approval, and
 * the monthly premium subscription (PayPal Subscriptions v1, or the demo sandbox).
 */
export interface PaymentProvider {
  /** `disabled` (PAYMENTS=disabled): every call answers 503. */
  readonly name: 'paypal' | 'sandbox' | 'disabled';
  /** For the browser SDK; PayPal only. */
  readonly clientId?: string;
  createOrder(order: NewOrder): Promise<CreatedOrder>;
  /** Idempotent per `requestId`: capturing twice with the same id captures once. */
  captureOrder(orderId: string, capture: { payerId: string; requestId: string }): Promise<CaptureResult>;
  /** True only for an event the provider really sent; `rawBody` is the request body exactly as received. */
  verifyWebhook(webhook: IncomingWebhook): Promise<boolean>;
  /** The premium product and its monthly plan, created once (idempotent); resolves to the plan id. */
  ensurePlan(plan: PlanSpec): Promise<string>;
  createSubscription(subscription: NewSubscription): Promise<CreatedSubscription>;
  /** The subscription as the provider holds it, with its transactions; undefined when it does not exist. */
  getSubscription(id: string): Promise<ProviderSubscription | undefined>;
  /** Stops billing but keeps the subscription resumable. */
  suspendSubscription(id: string, reason: string): Promise<void>;
  activateSubscription(id: string, reason: string): Promise<void>;
  /** Final: nothing more is billed. */
  cancelSubscription(id: string, reason: string): Promise<void>;
}

export interface IncomingWebhook {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  event: unknown;
}

export interface NewOrder {
  /** Decimal string in `currency`, e.g. `29.99`. */
  amount: string;
  currency: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  /** Our own reference, echoed back by the provider. */
  reference: string;
  requestId: string;
}

export interface CreatedOrder {
  id: string;
  approvalUrl: string;
}

export type CaptureResult =
  { status: 'COMPLETED'; captureId: string } | { status: 'DECLINED'; reason: string };

export interface PlanSpec {
  productName: string;
  planName: string;
  /** Decimal string, e.g. `29.99`. */
  price: string;
  currency: string;
}

export interface NewSubscription {
  planId: string;
  /** Our user id, echoed back as `custom_id`: the activation checks it. */
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  requestId: string;
}

export interface CreatedSubscription {
  id: string;
  approvalUrl: string;
}

/** PayPal's subscription statuses. */
export type ProviderSubscriptionStatus =
  'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface ProviderTransaction {
  /** The sale id: one per payment. */
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amountCents: number;
  currency: string;
  time: Date;
}

export interface ProviderSubscription {
  id: string;
  status: ProviderSubscriptionStatus;
  planId: string;
  customId: string | null;
  nextBillingTime: Date | null;
  failedPaymentsCount: number;
  lastFailedPaymentTime: Date | null;
  transactions: ProviderTransaction[];
}
