import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardPage } from './DashboardPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';
import { sampleProgress } from '../ProgressPage/ProgressPage.fixtures';

const meta = {
  title: 'App/DashboardPage',
  tags: ['experimental'],
  component: DashboardPage,
  args: {
    user: { firstName: 'Jane', lastName: 'Doe' },
    status: 'success',
    stats: { testsCompleted: 3, testsInProgress: 2, timeSpentSeconds: 88_200, averageScore: 68 },
    onRetry: fn(),
    urls: sampleLearnerUrls,
    articles: [
      { id: 1, title: 'Apache Kafka fundamentals', readingMinutes: 12 },
      { id: 2, title: 'Producers: acks, retries and idempotence', readingMinutes: 18 },
      { id: 3, title: 'Consumer groups and rebalancing', readingMinutes: 15 },
    ],
    tests: [
      { id: 1, title: 'CCDAK Practice Test 1', questionCount: 60 },
      { id: 2, title: 'Kafka Streams essentials', questionCount: 25 },
      { id: 3, title: 'Kafka Connect quick check', questionCount: 1 },
    ],
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With the progress and readiness card under the figures. */
export const WithProgress: Story = { args: { progress: { status: 'success', progress: sampleProgress } } };

export const Loading: Story = { args: { status: 'loading', stats: undefined } };

/** While the session loads: the greeting too is a placeholder (the learner is not known yet). */
export const SessionLoading: Story = {
  args: { user: undefined, status: 'loading', stats: undefined, testsStatus: 'loading', tests: [] },
};

export const LoadError: Story = {
  args: { status: 'error', stats: undefined, errorMessage: 'Failed to load your statistics.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again|réessayer/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NewLearner: Story = {
  args: {
    stats: { testsCompleted: 0, testsInProgress: 0, timeSpentSeconds: 0, averageScore: null },
    articles: [],
    tests: [],
  },
};

export const LargeFigures: Story = {
  args: {
    user: { firstName: 'Marie-Éléonore', lastName: 'de La Rochefoucauld' },
    stats: { testsCompleted: 1284, testsInProgress: 17, timeSpentSeconds: 4_567_890, averageScore: 100 },
  },
};

export const TestsLoading: Story = { args: { testsStatus: 'loading', tests: [] } };

export const TestsError: Story = {
  args: { testsStatus: 'error', tests: [], onRetryTests: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /try again|réessayer/i }));
    await expect(args.onRetryTests).toHaveBeenCalledTimes(1);
  },
};
