import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';
import { ArticleNotFound } from './ArticleNotFound';

const meta = {
  title: 'App/ArticleNotFound',
  tags: ['experimental'],
  component: ArticleNotFound,
  args: { urls: sampleLearnerUrls },
} satisfies Meta<typeof ArticleNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
