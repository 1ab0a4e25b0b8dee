import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleSubscriptions } from './samples';
import { isSubscriptionActive } from './subscription';
import { SubscriptionPage, type SubscriptionPageProps } from './SubscriptionPage';

const now = new Date('2026-11-21T12:00:00Z');
const paid = {
  subscriptionPaid: true,
  subscriptionDate: '2026-11-01T09:00:00Z',
  subscriptionExpiryDate: '2026-12-01T09:00:00Z',
};
const expired = {
  ...paid,
  subscriptionDate: '2026-09-01T09:00:00Z',
  subscriptionExpiryDate: '2026-10-01T09:00:00Z',
};
const unpaid = { subscriptionPaid: false, subscriptionDate: null, subscriptionExpiryDate: null };

const setup = (props: Partial<SubscriptionPageProps> = {}, locale: 'en' | 'fr' = 'en') => {
  const onRetry = vi.fn();
  const onPaymentOpenChange = vi.fn();
  const onCancelSubscription = vi.fn();
  const onResumeSubscription = vi.fn();
  renderWithUi(
    <SubscriptionPage
      status="success"
      subscription={sampleSubscriptions.none}
      onRetry={onRetry}
      onPaymentOpenChange={onPaymentOpenChange}
      onCancelSubscription={onCancelSubscription}
      onResumeSubscription={onResumeSubscription}
      receiptUrl={(r) => `/pdf/${r.id}`}
      paymentSlot={<p>PAYMENT</p>}
      {...props}
    />,
    { locale },
  );
  return { onRetry, onPaymentOpenChange, onCancelSubscription, onResumeSubscription };
};

describe('isSubscriptionActive', () => {
  it('needs payment and an expiry not in the past', () => {
    expect(isSubscriptionActive(paid, now)).toBe(true);
    expect(isSubscriptionActive(expired, now)).toBe(false);
    expect(isSubscriptionActive(unpaid, now)).toBe(false);
    expect(isSubscriptionActive({ ...paid, subscriptionPaid: false }, now)).toBe(false);
  });
});

describe('SubscriptionPage', () => {
  it('shows an active plan, its next billing date and its receipts; no second subscription', () => {
    setup({ subscription: sampleSubscriptions.active });
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Premium, $29.99 per month')).toBeInTheDocument();
    expect(screen.getByText('October 1, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('December 1, 2026')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download R-000031 (PDF)' })).toHaveAttribute('href', '/pdf/3');
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('cancels in two clicks, the second one confirming', async () => {
    const { onCancelSubscription } = setup({ subscription: sampleSubscriptions.active });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You keep Premium until December 1, 2026');
    expect(onCancelSubscription).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onCancelSubscription).toHaveBeenCalledTimes(1);
  });

  it('keeps the subscription when the confirmation is declined', async () => {
    const { onCancelSubscription } = setup({ subscription: sampleSubscriptions.active });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    expect(onCancelSubscription).not.toHaveBeenCalled();
  });

  it('offers to resume a cancelled subscription until its end', async () => {
    const { onResumeSubscription } = setup({ subscription: sampleSubscriptions.cancelled });
    expect(screen.getByText(/You keep Premium until December 1, 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(onResumeSubscription).toHaveBeenCalled();
  });

  it('explains a failed payment and its grace period, in French too', () => {
    setup({ subscription: sampleSubscriptions.pastDue });
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('7-day grace period, until December 8, 2026');
  });

  it('marks an ended subscription as Expired, in French', () => {
    setup({ subscription: sampleSubscriptions.expired }, 'fr');
    expect(screen.getByText('Expiré')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "S'abonner maintenant" })).toBeInTheDocument();
  });

  it('lists both plans with prices formatted as currency', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.getByText('$29.99')).toBeInTheDocument();
    for (const feature of [
      'Articles and guided practice labs',
      'The free practice tests: timed, with pause and explained results',
      'Every paid practice test while active',
      'Renews every month; cancel in two clicks, keeping the month you paid for',
      'Everything in Free',
    ]) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
  });

  it('promises nothing the product does not do (issue 17: no support tier, analytics or unlimited tests)', () => {
    setup();
    expect(document.body.textContent).not.toMatch(/priority support|analytics|unlimited|all features/i);
  });

  it('toggles the payment area with Subscribe Now', async () => {
    const { onPaymentOpenChange } = setup();
    const subscribe = screen.getByRole('button', { name: 'Subscribe Now' });
    expect(screen.queryByText('PAYMENT')).not.toBeInTheDocument();
    await userEvent.click(subscribe);
    expect(screen.getByText('PAYMENT')).toBeInTheDocument();
    expect(subscribe).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(subscribe);
    expect(screen.queryByText('PAYMENT')).not.toBeInTheDocument();
    expect(onPaymentOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('brings the checkout into view and focuses it when Subscribe Now opens it (issue 28)', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Complete your payment' });
    expect(heading).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('shows the load error with Retry', async () => {
    const { onRetry } = setup({ status: 'error', subscription: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load subscription status');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
