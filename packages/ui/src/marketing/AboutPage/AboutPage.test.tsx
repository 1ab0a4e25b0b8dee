import { screen } from '@testing-library/react';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { AboutPage } from './AboutPage';
import { initialsOf } from './TeamGrid';

describe('AboutPage', () => {
  it('shows the founding year and the throughput, in French too', () => {
    const { unmount } = renderWithUi(<AboutPage urls={publicUrls} />);
    expect(screen.getByText('Founded in 2025')).toBeInTheDocument();
    expect(screen.getByText('1M+')).toBeInTheDocument();
    unmount();
    renderWithUi(<AboutPage urls={publicUrls} />, { locale: 'fr' });
    expect(screen.getByText('Fondée en 2025')).toBeInTheDocument();
  });

  it('has four values and four team members with initials', async () => {
    renderWithUi(<AboutPage urls={publicUrls} />);
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
    renderWithUi(<AboutPage urls={publicUrls} />);
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
