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
    returning: true,
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
      { id: 1, title: 'CCDAK Practice Test 1', questionCount: 60, href: '/tests/1' },
      { id: 2, title: 'Kafka Streams essentials', questionCount: 25, href: '/tests/2' },
      { id: 3, title: 'Kafka Connect quick check', questionCount: 1, href: '/tests/3' },
    ],
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With the progress and readiness card under the figures. */
export const WithProgress: Story = { args: { progress: { status: 'success', progress: sampleProgress } } };

/**
 * Two attempts left open: "Continue where you left off" says where each stands and resumes it at that question
 * (issue 28); the figures count the same two.
 */
export const ContinueWhereYouLeftOff: Story = {
  args: {
    openAttempts: [
      {
        id: 1,
        title: 'CCDAK Practice Test 1',
        questionNumber: 8,
        totalQuestions: 60,
        remainingTime: 2520,
        href: '/tests/1?question=8',
      },
      {
        id: 2,
        title: 'Kafka Streams essentials',
        questionNumber: 3,
        totalQuestions: 25,
        remainingTime: null,
        href: '/tests/2?question=3',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: /continue where you left off|reprendre là où/i });
    await expect(within(card).getAllByRole('link')[0]).toHaveAttribute('href', '/tests/1?question=8');
  },
};

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

/** A first visit: "Welcome", not "Welcome back". */
export const NewLearner: Story = {
  args: {
    returning: false,
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
