import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { lockedEuroTest, lockedTest } from '../fixtures';
import { PurchaseModal } from './PurchaseModal';

const base = {
  test: lockedTest,
  open: true,
  stage: 'review' as const,
  onOpenChange: vi.fn(),
  onPurchase: vi.fn(),
  premiumHref: '/app/subscription',
};

describe('PurchaseModal', () => {
  it('links the Premium plan from the address it is given', () => {
    renderWithUi(<PurchaseModal {...base} />);
    expect(screen.getByText(/Want every premium test\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Premium plan' })).toHaveAttribute(
      'href',
      '/app/subscription',
    );
  });

  it('offers the free sample when given its address, in French too', () => {
    const { unmount } = renderWithUi(<PurchaseModal {...base} sampleHref="/tests/2?sample=1" />);
    expect(screen.getByRole('link', { name: 'Try 5 free questions' })).toHaveAttribute(
      'href',
      '/tests/2?sample=1',
    );
    unmount();
    renderWithUi(<PurchaseModal {...base} sampleHref="/tests/2?sample=1" />, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Essayer 5 questions gratuites' })).toBeInTheDocument();
  });

  it('shows every field of the purchase and the total', () => {
    renderWithUi(<PurchaseModal {...base} />);
    const dialog = screen.getByRole('dialog', { name: 'Kafka Developer Practice Test 2' });
    expect(dialog).toHaveAccessibleDescription(/Sixty new scenario questions/);
    for (const text of [
      '60',
      '90 minutes',
      '70%',
      '6 months',
      'Kafka Streams',
      'Instant access after payment',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Unlimited attempts for 6 months')).toBeInTheDocument();
    expect(within(dialog).getByText('Detailed results and explanations')).toBeInTheDocument();
    expect(within(dialog).getByText('$19.99')).toBeInTheDocument();
  });

  it('purchases and cancels', async () => {
    const onPurchase = vi.fn();
    const onOpenChange = vi.fn();
    renderWithUi(<PurchaseModal {...base} onPurchase={onPurchase} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Purchase Now' }));
    expect(onPurchase).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is busy while the payment is created, then shows the payment slot', () => {
    const { rerender } = renderWithUi(<PurchaseModal {...base} stage="creating" />);
    expect(screen.getByRole('button', { name: 'Preparing payment…' })).toBeDisabled();
    rerender(<PurchaseModal {...base} stage="pay" paymentSlot={<button>PayPal</button>} />);
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase Now' })).not.toBeInTheDocument();
  });

  it('cannot be cancelled while the payment is confirmed', () => {
    renderWithUi(<PurchaseModal {...base} stage="executing" />);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('shows the error and lets the learner try again, in French with a euro price', () => {
    renderWithUi(<PurchaseModal {...base} test={lockedEuroTest} stage="error" />, { locale: 'fr' });
    expect(screen.getByRole('alert')).toHaveTextContent('Le paiement a échoué. Veuillez réessayer.');
    expect(screen.getByRole('button', { name: 'Acheter maintenant' })).toBeEnabled();
    expect(screen.getByText(/^24,50\s€$/)).toBeInTheDocument();
    expect(screen.getByText('6 mois')).toBeInTheDocument();
  });

  it('renders nothing without a test', () => {
    renderWithUi(<PurchaseModal {...base} test={null} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
