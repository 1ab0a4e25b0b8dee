// PayPal Subscriptions v1 resources as the app reads them.
import type { ProviderSubscription, ProviderTransaction } from './provider';

interface Money {
  currency_code: string;
  value: string;
}

export interface PaypalSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  create_time?: string;
  start_time?: string;
  links?: { rel: string; href: string }[];
  billing_info?: {
    next_billing_time?: string;
    failed_payments_count?: number;
    last_failed_payment?: { time?: string; amount?: Money };
  };
}

export interface PaypalTransaction {
  id: string;
  status: string;
  time: string;
  amount_with_breakdown?: { gross_amount?: Money };
}

const STATUSES = ['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED'] as const;
const TRANSACTION_STATUSES = ['COMPLETED', 'DECLINED', 'PENDING', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;

export function toCents(value: string): number {
  return Math.round(Number(value) * 100);
}

const dateOrNull = (iso: string | undefined) => (iso ? new Date(iso) : null);

export function subscriptionFromPaypal(
  body: PaypalSubscription,
  transactions: PaypalTransaction[],
): ProviderSubscription {
  const status = STATUSES.find((s) => s === body.status);
  if (!status) throw new Error(`Unknown PayPal subscription status ${body.status}`);
  return {
    id: body.id,
    status,
    planId: body.plan_id,
    customId: body.custom_id ?? null,
    nextBillingTime: dateOrNull(body.billing_info?.next_billing_time),
    failedPaymentsCount: body.billing_info?.failed_payments_count ?? 0,
    lastFailedPaymentTime: dateOrNull(body.billing_info?.last_failed_payment?.time),
    transactions: transactions.flatMap((t): ProviderTransaction[] => {
      const state = TRANSACTION_STATUSES.find((s) => s === t.status);
      const gross = t.amount_with_breakdown?.gross_amount;
      if (!state || !gross) return [];
      return [
        {
          id: t.id,
          status: state,
          amountCents: toCents(gross.value),
          currency: gross.currency_code,
          time: new Date(t.time),
        },
      ];
    }),
  };
}
