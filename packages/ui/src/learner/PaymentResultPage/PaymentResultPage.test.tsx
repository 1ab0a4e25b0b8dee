import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { PaymentResultPage } from './PaymentResultPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';
import { samplePurchase } from './samplePurchase';

describe('PaymentResultPage', () => {
  it('confirms a successful payment with a way to the dashboard', () => {
    renderWithUi(<PaymentResultPage urls={sampleLearnerUrls} variant="success" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful!');
    expect(screen.getByText('Your subscription is now active.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says what was bought: amount, item, expiry, order and receipt, with Start now', () => {
    renderWithUi(
      <PaymentResultPage
        urls={sampleLearnerUrls}
        variant="success"
        purchase={samplePurchase}
        startHref="/tests/2"
      />,
    );
    const details = screen.getByLabelText('Your purchase');
    expect(details).toHaveTextContent('Amount paid$19.99');
    expect(details).toHaveTextContent('UnlockedCCDAK Practice Test 1');
    expect(details).toHaveTextContent('Access untilMay 21, 2027');
    expect(details).toHaveTextContent('OrderORD-2026-000005');
    expect(screen.getByRole('link', { name: 'Download R-000005 (PDF)' })).toHaveAttribute(
      'href',
      '#receipt-5',
    );
    expect(screen.getByText(/Your test is unlocked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/tests/2');
  });

  it('shows the purchase in French', () => {
    renderWithUi(
      <PaymentResultPage
        urls={sampleLearnerUrls}
        variant="success"
        purchase={samplePurchase}
        startHref="/tests/2"
      />,
      { locale: 'fr' },
    );
    const details = screen.getByLabelText('Votre achat');
    expect(details).toHaveTextContent(/19,99\s\$US/);
    expect(details).toHaveTextContent('21 mai 2027');
    expect(screen.getByRole('link', { name: 'Commencer maintenant' })).toBeInTheDocument();
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
