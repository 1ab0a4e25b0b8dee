import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { BillingPanel } from './BillingPanel';

describe('BillingPanel', () => {
  it('shows plan, renewal date and payment method, with a link to the subscription', () => {
    renderWithUi(<BillingPanel planName="Premium" renewsOn="2026-12-01T09:00:00Z" paymentMethod="PayPal" />);
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('PayPal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('says None for missing values, in French', () => {
    renderWithUi(<BillingPanel planName="Gratuit" renewsOn={null} paymentMethod={null} />, { locale: 'fr' });
    expect(screen.getAllByText('Aucun')).toHaveLength(2);
    expect(screen.getByText('Renouvellement le')).toBeInTheDocument();
  });
});
