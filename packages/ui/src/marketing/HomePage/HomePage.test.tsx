import { screen } from '@testing-library/react';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('sends both calls to action to sign-up and the catalogue to /articles', () => {
    renderWithUi(<HomePage urls={publicUrls} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Get Started' }).map((a) => a.getAttribute('href'))).toEqual([
      '/signup',
      '/signup',
    ]);
    expect(
      screen.getAllByRole('link', { name: 'Browse the Articles' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/articles', '/articles']);
  });

  it('has four feature cards with their own headings', () => {
    renderWithUi(<HomePage urls={publicUrls} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Articles and Courses',
      'MCQ Questions',
      'Certification Prep',
      'Hands-on Labs',
    ]);
  });
});
