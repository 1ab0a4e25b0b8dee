/** A card and wallet payment provider, as far as this app uses one: one-off orders captured after approval. */
export interface PaymentProvider {
  /** `disabled` (PAYMENTS=disabled): every call answers 503. */
  readonly name: 'paypal' | 'sandbox' | 'disabled';
  /** For the browser SDK; PayPal only. */
  readonly clientId?: string;
  createOrder(order: NewOrder): Promise<CreatedOrder>;
  /** Idempotent per `requestId`: capturing twice with the same id captures once. */
  captureOrder(orderId: string, capture: { payerId: string; requestId: string }): Promise<CaptureResult>;
  verifyWebhook(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean>;
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
