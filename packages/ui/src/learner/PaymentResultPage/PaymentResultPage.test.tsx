import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { PaymentResultPage } from './PaymentResultPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

describe('PaymentResultPage', () => {
  it('confirms a successful payment with a way to the dashboard', () => {
    renderWithUi(<PaymentResultPage urls={sampleLearnerUrls} variant="success" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful!');
    expect(screen.getByText('Your subscription is now active.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('announces the verification in progress, in French', () => {
    renderWithUi(<PaymentResultPage urls={sampleLearnerUrls} variant="verifying" />, { locale: 'fr' });
    expect(screen.getByRole('status')).toHaveTextContent('Vérification de votre paiement…');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains a failure and leads back to the subscription page', () => {
    renderWithUi(<PaymentResultPage urls={sampleLearnerUrls} variant="failure" message="Declined" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failedDeclined');
    expect(screen.getByRole('link', { name: 'Back to Subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
