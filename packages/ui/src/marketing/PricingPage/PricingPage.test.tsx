import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { renderWithUi } from '../../test/renderWithUi';
import type { PricingOffer } from './offer';
import { PricingPage } from './PricingPage';

// Intl separates amount and symbol with a narrow or plain no-break space; compare with plain spaces.
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const price = (plan: string) => plain(screen.getByTestId(`price-${plan}`).textContent);

const offer: PricingOffer = {
  tests: [
    {
      id: 1,
      title: 'Fundamentals',
      isFree: true,
      price: 0,
      currency: 'USD',
      totalQuestions: 20,
      timeLimit: 1800,
    },
    {
      id: 2,
      title: 'Streams',
      isFree: false,
      price: 24.5,
      currency: 'USD',
      totalQuestions: 25,
      timeLimit: 2700,
    },
    {
      id: 3,
      title: 'Mock exam',
      isFree: false,
      price: 19.99,
      currency: 'USD',
      totalQuestions: 60,
      timeLimit: 5400,
    },
  ],
  testAccessMonths: 6,
  subscription: { price: 29.99, currency: 'USD', months: 1 },
};

describe('PricingPage', () => {
  it('prices free tests, each paid test and Premium from the offer, in US dollars for English', () => {
    renderWithUi(<PricingPage status="success" offer={offer} urls={publicUrls} />);
    expect([price('free'), price('per-test'), price('premium')]).toEqual(['$0', 'from $19.99', '$29.99']);
    const perTest = within(screen.getByRole('region', { name: 'One test' }));
    expect(perTest.getByText('per test, 6 months of access')).toBeInTheDocument();
    const paid = perTest.getByRole('list', { name: 'Practice tests for sale' });
    expect(
      within(paid)
        .getAllByRole('listitem')
        .map((li) => plain(li.textContent)),
    ).toEqual(['Streams25 questions · 45 min$24.50', 'Mock exam60 questions · 90 min$19.99']);
    const free = within(screen.getByRole('region', { name: 'Free' }));
    expect(free.getByRole('list', { name: 'Free practice tests' })).toHaveTextContent('Fundamentals');
    expect(
      within(screen.getByRole('region', { name: 'Premium' })).getByText('per month'),
    ).toBeInTheDocument();
  });

  it('promises no trial and no team plan, and says that Premium renews until cancelled', () => {
    renderWithUi(<PricingPage status="success" offer={offer} urls={publicUrls} />);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/trial|team|enterprise|per user|analytics/i);
    expect(text).toContain('Premium renews every month until you cancel it');
    expect(text).not.toMatch(/nothing renews|does not renew/i);
  });

  it('prices them the French way', () => {
    renderWithUi(<PricingPage status="success" offer={offer} urls={publicUrls} />, { locale: 'fr' });
    expect([price('free'), price('per-test'), price('premium')]).toEqual([
      '0 $US',
      'à partir de 19,99 $US',
      '29,99 $US',
    ]);
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contact');
  });

  it('sends every plan to sign-up and links to contact', () => {
    renderWithUi(<PricingPage status="success" offer={offer} urls={publicUrls} />);
    for (const name of ['Free', 'One test', 'Premium']) {
      expect(within(screen.getByRole('region', { name })).getByRole('link')).toHaveAttribute(
        'href',
        '/signup',
      );
    }
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('sends a signed-in visitor to the tests and the subscription instead of sign-up', () => {
    const signedInUrls = { free: '/tests', perTest: '/tests', premium: '/subscription' };
    renderWithUi(
      <PricingPage status="success" offer={offer} urls={publicUrls} signedInUrls={signedInUrls} />,
    );
    const premium = within(screen.getByRole('region', { name: 'Premium' }));
    expect(premium.getByRole('link', { name: 'Go to Premium' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: 'Choose a test' })).toHaveAttribute('href', '/tests');
    expect(screen.queryByRole('link', { name: /sign up|create a free account/i })).toBeNull();
  });

  it('says when the price list is loading, and offers a retry when it failed', async () => {
    const { unmount } = renderWithUi(<PricingPage status="loading" urls={publicUrls} />);
    expect(screen.getByText('Loading prices…')).toBeInTheDocument();
    expect(screen.queryByTestId('price-premium')).toBeNull();
    unmount();
    const onRetry = vi.fn();
    renderWithUi(<PricingPage status="error" onRetry={onRetry} urls={publicUrls} />, { locale: 'fr' });
    expect(screen.getByText('Impossible de charger les prix')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows no invented price when nothing is for sale', () => {
    renderWithUi(
      <PricingPage status="success" offer={{ ...offer, tests: offer.tests.slice(0, 1) }} urls={publicUrls} />,
    );
    expect(price('per-test')).toBe('—');
    expect(screen.getByText('No test in this group yet.')).toBeInTheDocument();
  });

  it('keeps the same plan links when the prices arrive (a press as they do is not lost)', () => {
    const { rerender } = renderWithUi(<PricingPage status="loading" onRetry={() => {}} urls={publicUrls} />);
    const premium = screen.getByRole('link', { name: 'Sign up for Premium' });
    rerender(<PricingPage status="success" offer={offer} onRetry={() => {}} urls={publicUrls} />);
    expect(screen.getByTestId('price-premium')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for Premium' })).toBe(premium);
    expect(premium).toBeInTheDocument();
  });
});
