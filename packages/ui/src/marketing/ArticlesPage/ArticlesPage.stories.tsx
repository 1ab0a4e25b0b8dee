import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { articleUrl } from '../_internal/storyUrls.fixtures';
import { withInertLinks } from '../_internal/InertLink';
import { sampleArticlesFor } from './ArticlesPage.fixtures';
import { ArticlesPage } from './ArticlesPage';

const englishSample = sampleArticlesFor('en');

const meta = {
  title: 'Marketing/ArticlesPage',
  tags: ['experimental'],
  component: ArticlesPage,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: { articles: englishSample, pageSize: 3, articleUrl },
  // The sample data follows the toolbar's language, as the app picks it by locale.
  render: (args, { globals }) => (
    <ArticlesPage
      {...args}
      articles={
        args.articles === englishSample
          ? sampleArticlesFor(globals.locale === 'fr' ? 'fr' : 'en')
          : args.articles
      }
    />
  ),
} satisfies Meta<typeof ArticlesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

/** Load More reveals the rest and then disappears: all four are shown. */
export const AllLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('article')[3]).toHaveFocus();
  },
};

/** Fewer articles than a page: no Load More. */
export const SinglePage: Story = { args: { articles: sampleArticlesFor('en').slice(0, 2) } };

export const Empty: Story = { args: { articles: [] } };
