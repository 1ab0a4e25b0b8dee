import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReadinessCard } from './ReadinessCard';
import { estimatedTest, notEnoughTest, sampleProgressUrls, untouchedTest } from './ProgressPage.fixtures';

const meta = {
  title: 'App/Progress/ReadinessCard',
  tags: ['stable'],
  component: ReadinessCard,
  args: {
    testId: estimatedTest.testId,
    title: estimatedTest.title,
    readiness: estimatedTest.readiness,
    urls: sampleProgressUrls,
  },
} satisfies Meta<typeof ReadinessCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Estimated: Story = {};

export const NotEnoughData: Story = { args: { readiness: notEnoughTest.readiness } };

export const NoAnswers: Story = { args: { readiness: untouchedTest.readiness } };

export const AboveThePassMark: Story = {
  args: { readiness: { ...estimatedTest.readiness, low: 78, high: 91, estimate: 85 }, showTitle: true },
};
