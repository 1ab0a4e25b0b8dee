import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articleUrl } from '../_internal/storyUrls.fixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleArticlesFor } from './ArticlesPage.fixtures';
import { ArticlesPage } from './ArticlesPage';

const titles = () => screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent);

describe('ArticlesPage', () => {
  it('shows the first three, then the last one, then hides Load More', async () => {
    const articles = sampleArticlesFor('en');
    renderWithUi(<ArticlesPage articleUrl={articleUrl} articles={articles} />);
    expect(titles()).toEqual(articles.slice(0, 3).map((a) => a.title));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 4 articles');

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(titles()).toEqual(articles.map((a) => a.title));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4 articles');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')[3]).toHaveFocus();
  });

  it('pages by the given size', async () => {
    renderWithUi(<ArticlesPage articleUrl={articleUrl} articles={sampleArticlesFor('en')} pageSize={2} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no Load More when everything fits on one page', () => {
    renderWithUi(<ArticlesPage articleUrl={articleUrl} articles={sampleArticlesFor('en').slice(0, 3)} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an empty state in French', () => {
    renderWithUi(<ArticlesPage articleUrl={articleUrl} articles={[]} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: "Aucun article pour l'instant" })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
