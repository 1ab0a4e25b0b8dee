import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { PaymentCancelledPage } from './PaymentCancelledPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

describe('PaymentCancelledPage', () => {
  it.each([
    ['en', 'Payment Cancelled', 'Try Again', 'Continue with Free Plan'],
    ['fr', 'Paiement annulé', 'Réessayer', 'Continuer avec la formule gratuite'],
  ] as const)('offers Try Again and the free plan (%s)', (locale, title, retry, free) => {
    renderWithUi(<PaymentCancelledPage urls={sampleLearnerUrls} />, { locale });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: retry })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: free })).toHaveAttribute('href', '/dashboard');
  });
});
