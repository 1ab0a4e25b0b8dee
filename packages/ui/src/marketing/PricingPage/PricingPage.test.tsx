import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { PricingPage } from './PricingPage';

// Intl separates amount and symbol with a narrow or plain no-break space; compare with plain spaces.
const price = (plan: string) =>
  screen.getByTestId(`price-${plan}`).textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('PricingPage', () => {
  it('prices the three plans in US dollars for English', () => {
    renderWithUi(<PricingPage />);
    expect([price('individual'), price('team'), price('enterprise')]).toEqual(['$0', '$29', '$99']);
  });

  it('prices them the French way', () => {
    renderWithUi(<PricingPage />, { locale: 'fr' });
    expect([price('individual'), price('team'), price('enterprise')]).toEqual(['0 $US', '29 $US', '99 $US']);
  });

  it('marks Team as most popular with text, not only colour', () => {
    renderWithUi(<PricingPage />);
    const team = screen.getByRole('region', { name: 'Team' });
    expect(within(team).getByText('Most popular')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Enterprise' })).queryByText('Most popular')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Individual' })).getByText('Free forever'),
    ).toBeInTheDocument();
    expect(within(team).getByText('per user / month')).toBeInTheDocument();
  });

  it('sends every plan to sign-up, mentions the trial and links to contact', () => {
    renderWithUi(<PricingPage />);
    for (const name of ['Individual', 'Team', 'Enterprise']) {
      expect(within(screen.getByRole('region', { name })).getByRole('link')).toHaveAttribute(
        'href',
        '/signup',
      );
    }
    expect(
      screen.getByText('All plans include a 14-day free trial. No credit card required.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('keeps the contact link inside the translated sentence', () => {
    renderWithUi(<PricingPage />, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contact');
  });
});
