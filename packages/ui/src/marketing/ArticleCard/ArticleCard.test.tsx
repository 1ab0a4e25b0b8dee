import { screen } from '@testing-library/react';
import { articleUrl } from '../_internal/storyUrls.fixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { ArticleCard } from './ArticleCard';
import type { Article } from './article';

const article: Article = {
  id: '3',
  title: 'Kafka Producers in Depth',
  description: 'Acks and retries.',
  level: 'intermediate',
  durationMinutes: 25,
  sectionCount: 1,
  publishedOn: '2025-02-20',
};

describe('ArticleCard', () => {
  it('shows level, reading time, sections and date, and links to the reader', () => {
    renderWithUi(<ArticleCard article={article} href={articleUrl(article.id)} />);
    expect(screen.getByRole('article', { name: 'Kafka Producers in Depth' })).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('25 min read')).toBeInTheDocument();
    expect(screen.getByText('1 section')).toBeInTheDocument();
    expect(screen.getByText('Published Feb 20, 2025')).toHaveAttribute('datetime', '2025-02-20');
    const link = screen.getByRole('link', { name: 'Read Article' });
    expect(link).toHaveAttribute('href', '/course/3');
    expect(link).toHaveAccessibleDescription('Kafka Producers in Depth');
  });

  it('speaks French, with plural sections and a French date', () => {
    renderWithUi(
      <ArticleCard article={{ ...article, sectionCount: 7, publishedOn: '2025-01-01' }} href="/course/3" />,
      {
        locale: 'fr',
      },
    );
    expect(screen.getByText('Intermédiaire')).toBeInTheDocument();
    expect(screen.getByText('25 min de lecture')).toBeInTheDocument();
    expect(screen.getByText('7 sections')).toBeInTheDocument();
    expect(screen.getByText('Publié le 1 janv. 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Lire l'article" })).toBeInTheDocument();
  });
});
