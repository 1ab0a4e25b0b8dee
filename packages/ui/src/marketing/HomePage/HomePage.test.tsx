import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('sends both calls to action to sign-up and the catalogue to /articles', () => {
    renderWithUi(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Get Started' }).map((a) => a.getAttribute('href'))).toEqual([
      '/signup',
      '/signup',
    ]);
    expect(
      screen.getAllByRole('link', { name: 'View Course Catalog' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/articles', '/articles']);
  });

  it('shows the four figures formatted for the locale', () => {
    renderWithUi(<HomePage />);
    const figures = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(figures).toEqual(['10,000+', '50+', '95%', '4.9/5']);
  });

  it('formats the figures the French way', () => {
    renderWithUi(<HomePage />, { locale: 'fr' });
    const stats = within(screen.getByText('Apprenants').closest('dl') as HTMLElement);
    expect(stats.getByText(/^10\s000\+$/)).toBeInTheDocument();
    expect(stats.getByText(/^95\s%$/)).toBeInTheDocument();
    expect(stats.getByText('4,9/5')).toBeInTheDocument();
  });

  it('has four feature cards with their own headings', () => {
    renderWithUi(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Interactive Courses',
      'MCQ Questions',
      'Certification Prep',
      'Hands-on Labs',
    ]);
  });
});
