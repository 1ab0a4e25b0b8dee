import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProgressPage } from './ProgressPage';
import { newLearnerProgress, sampleProgress, sampleProgressUrls } from './ProgressPage.fixtures';

const meta = {
  title: 'App/ProgressPage',
  tags: ['stable'],
  component: ProgressPage,
  args: { status: 'success', progress: sampleProgress, onRetry: fn(), urls: sampleProgressUrls },
} satisfies Meta<typeof ProgressPage>;

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

/** Nothing to follow: no test open to the learner and none attempted. */
export const NoTests: Story = {
  args: { progress: { ...newLearnerProgress, tests: [] } },
};

/** A new learner: one free test, no attempt, no streak. */
export const NewLearner: Story = { args: { progress: newLearnerProgress } };

/** The score chart's table alternative, opened (the real keyboard's Enter is checked in tests/e2e/progress.spec.ts). */
export const ScoresAsTable: Story = {
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'CCDAK Full Mock Exam' }));
    const header = section.getByRole('columnheader', { name: /^(attempt|tentative)$/i });
    await expect(header).not.toBeVisible();
    await userEvent.click(section.getByText(/show the scores as a table|afficher les scores/i));
    await expect(header).toBeVisible();
  },
};
