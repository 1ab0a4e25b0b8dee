import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
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
  renderWithUi(
    <SubscriptionPage
      status="success"
      subscription={unpaid}
      now={now}
      onRetry={onRetry}
      onPaymentOpenChange={onPaymentOpenChange}
      paymentSlot={<p>PAYMENT</p>}
      {...props}
    />,
    { locale },
  );
  return { onRetry, onPaymentOpenChange };
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
  it('shows Active with its dates, and Premium as the current plan', () => {
    setup({ subscription: paid });
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('November 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('marks an expired subscription as Inactive and Expired, in French', () => {
    setup({ subscription: expired }, 'fr');
    expect(screen.getByText('Inactif')).toBeInTheDocument();
    expect(screen.getByText('Expiré')).toBeInTheDocument();
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
      'One payment opens 1 month; it does not renew by itself',
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

  it('shows the load error with Retry', async () => {
    const { onRetry } = setup({ status: 'error', subscription: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load subscription status');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
