import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { AboutPage } from './AboutPage';
import { initialsOf } from './TeamGrid';

describe('AboutPage', () => {
  it('shows the claimed figures, the founding year and the throughput', () => {
    renderWithUi(<AboutPage />);
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '50K+',
      '95%',
      '500+',
      '24/7',
    ]);
    expect(screen.getByText('Founded in 2025')).toBeInTheDocument();
    expect(screen.getByText('1M+')).toBeInTheDocument();
  });

  it('writes the figures the French way', () => {
    renderWithUi(<AboutPage />, { locale: 'fr' });
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent?.replace(/\s/g, ' '))).toEqual([
      '50 k+',
      '95 %',
      '500+',
      '24/7',
    ]);
    expect(screen.getByText('Fondée en 2025')).toBeInTheDocument();
  });

  it('has four values and four team members with initials', async () => {
    renderWithUi(<AboutPage />);
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards.slice(0, 4)).toEqual([
      'Hands-on Learning',
      'Expert-led Content',
      'Global Community',
      'Career Growth',
    ]);
    expect(cards).toHaveLength(8);
    expect(await screen.findByText('AM')).toBeInTheDocument();
  });

  it('sends Join Our Mission to /courses', () => {
    renderWithUi(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Join Our Mission' })).toHaveAttribute('href', '/courses');
  });

  it.each([
    ['Alex Martin', 'AM'],
    ['Marie-Claire Dubois Lefèvre', 'ML'],
    ['Li', 'L'],
    ['  émile   zola ', 'ÉZ'],
  ])('initials of %s are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
