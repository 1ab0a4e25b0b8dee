import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleArticles, sampleArticlesFor } from '../sampleArticles';
import { ArticlesPage } from './ArticlesPage';

const titles = () => screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent);

describe('ArticlesPage', () => {
  it('shows the first three, then the next three, then hides Load More', async () => {
    const articles = sampleArticlesFor('en');
    renderWithUi(<ArticlesPage articles={articles} />);
    expect(titles()).toEqual(articles.slice(0, 3).map((a) => a.title));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 6 articles');

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(titles()).toEqual(articles.map((a) => a.title));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 6 articles');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')[3]).toHaveFocus();
  });

  it('pages by the given size, the last page partly filled', async () => {
    renderWithUi(<ArticlesPage articles={sampleArticlesFor('en')} pageSize={4} />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no Load More when everything fits on one page', () => {
    renderWithUi(<ArticlesPage articles={sampleArticlesFor('en').slice(0, 3)} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an empty state in French', () => {
    renderWithUi(<ArticlesPage articles={[]} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: "Aucun article pour l'instant" })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('ships six sample articles in both languages, picked by locale', () => {
    expect(sampleArticles).toHaveLength(6);
    expect(new Set(sampleArticles.map((a) => a.level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced']),
    );
    const fr = sampleArticlesFor('fr');
    expect(fr[0]?.title).toBe('Introduction à Apache Kafka');
    expect(
      fr.every((a, i) => a.id === sampleArticles[i]?.id && a.title !== sampleArticles[i]?.title.en),
    ).toBe(true);
  });
});
