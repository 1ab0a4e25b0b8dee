import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';
import { ArticleNotFound } from './ArticleNotFound';

describe('ArticleNotFound', () => {
  it.each([
    ['en', 'Article not found', 'Browse articles', 'Go to My Courses'],
    ['fr', 'Article introuvable', 'Parcourir les articles', 'Aller à Mes cours'],
  ] as const)('says so and offers the catalogue and My Courses (%s)', (locale, title, browse, courses) => {
    renderWithUi(<ArticleNotFound urls={sampleLearnerUrls} />, { locale });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: browse })).toHaveAttribute('href', '/articles');
    expect(screen.getByRole('link', { name: courses })).toHaveAttribute('href', '/dashboard/courses');
  });
});
