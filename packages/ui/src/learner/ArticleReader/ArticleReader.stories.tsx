import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Locale } from '../../i18n/messages';
import { sampleReaderArticle } from './ArticleReader.fixtures';
import { ArticleReader } from './ArticleReader';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const meta = {
  title: 'App/ArticleReader',
  tags: ['experimental'],
  component: ArticleReader,
  args: { article: sampleReaderArticle.en, urls: sampleLearnerUrls },
  // The sample article follows the toolbar's language.
  render: (args, { globals }) => (
    <ArticleReader {...args} article={sampleReaderArticle[(globals.locale ?? 'en') as Locale]} />
  ),
} satisfies Meta<typeof ArticleReader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Two right answers and one wrong: the score, the badges and every explanation. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('radiogroup');
    for (const [index, choice] of [1, 1, 0].entries()) {
      await userEvent.click(within(groups[index]!).getAllByRole('radio')[choice]!);
    }
    await userEvent.click(canvas.getByRole('button', { name: /submit answers|valider mes réponses/i }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/2/);
  },
};

/** A signed-out reader: the first section, then the sign-up prompt instead of the rest and the check. */
export const SignedOutPreview: Story = {
  args: { preview: { signUpHref: '/signup', loginHref: '/login' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: /create a free account|créer un compte gratuit/i }),
    ).toBeVisible();
  },
};
