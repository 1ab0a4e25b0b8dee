import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';
import { BillingPanel } from './BillingPanel';

describe('BillingPanel', () => {
  it('shows the running plan, its end and how it was paid, with the plan and the order history', () => {
    renderWithUi(
      <BillingPanel
        urls={sampleLearnerUrls}
        plan="premium"
        expiresOn="2026-12-01T09:00:00Z"
        paymentMethod="paypal"
      />,
    );
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('Expires on')).toBeInTheDocument();
    expect(screen.getByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('PayPal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', '/orders');
  });

  it('offers Premium on the free plan and says when a past subscription ended, in French', () => {
    renderWithUi(
      <BillingPanel
        urls={sampleLearnerUrls}
        plan="free"
        expiresOn="2026-01-15T09:00:00Z"
        paymentMethod="sandbox"
      />,
      { locale: 'fr' },
    );
    expect(screen.getByText('Gratuite')).toBeInTheDocument();
    expect(screen.getByText('Expirée le')).toBeInTheDocument();
    expect(screen.getByText('Paiement de démonstration (sandbox)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer à Premium' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: 'Historique des commandes' })).toHaveAttribute('href', '/orders');
  });

  it('says None without a subscription', () => {
    renderWithUi(<BillingPanel urls={sampleLearnerUrls} plan="free" expiresOn={null} paymentMethod={null} />);
    expect(screen.getAllByText('None')).toHaveLength(2);
  });

  it('shows loading, then a failure with Try Again', async () => {
    const { unmount } = renderWithUi(
      <BillingPanel
        urls={sampleLearnerUrls}
        status="loading"
        plan="free"
        expiresOn={null}
        paymentMethod={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your plan…');
    unmount();
    const onRetry = vi.fn();
    renderWithUi(
      <BillingPanel
        urls={sampleLearnerUrls}
        status="error"
        onRetry={onRetry}
        plan="free"
        expiresOn={null}
        paymentMethod={null}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your plan could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
