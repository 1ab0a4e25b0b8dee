import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  newLearnerProgress,
  sampleProgress,
  sampleProgressUrls,
} from '../ProgressPage/ProgressPage.fixtures';
import { ProgressCard } from './ProgressCard';

const meta = {
  title: 'App/Progress/ProgressCard',
  tags: ['stable'],
  component: ProgressCard,
  args: { status: 'success', progress: sampleProgress, onRetry: fn(), urls: sampleProgressUrls },
} satisfies Meta<typeof ProgressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { status: 'loading', progress: undefined } };

export const LoadError: Story = {
  args: { status: 'error', progress: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again|réessayer/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoAttempts: Story = { args: { progress: newLearnerProgress } };
