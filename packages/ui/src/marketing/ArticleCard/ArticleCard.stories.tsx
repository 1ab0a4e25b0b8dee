import type { Meta, StoryObj } from '@storybook/react-vite';
import { withInertLinks } from '../_internal/InertLink';
import { sampleArticlesFor } from '../ArticlesPage/ArticlesPage.fixtures';
import { ArticleCard } from './ArticleCard';

const [beginner, intermediate, advanced] = sampleArticlesFor('en');

const meta = {
  title: 'Marketing/ArticleCard',
  tags: ['experimental'],
  component: ArticleCard,
  decorators: [
    withInertLinks,
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: { article: beginner!, href: '/course/1' },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Beginner: Story = {};

export const Intermediate: Story = { args: { article: intermediate! } };

export const Advanced: Story = { args: { article: advanced! } };

/** One section, a one-minute read and a long title. */
export const EdgeValues: Story = {
  args: {
    article: {
      id: 'exactly-once',
      title: 'Exactly-once semantics across producers, transactions and Kafka Streams state stores',
      description: 'A short note.',
      level: 'advanced',
      durationMinutes: 1,
      sectionCount: 1,
      publishedOn: '2025-12-31',
    },
  },
};
