import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { reviewedQuestions } from '../fixtures';
import { ReviewList } from './ReviewList';

const meta = {
  title: 'Exam/ReviewList',
  component: ReviewList,
  args: { questions: reviewedQuestions, onClearFilters: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 860, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/8/);
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
  },
};

/** Incorrect answers only: the counter says 3 of 8. */
export const IncorrectOnly: Story = {
  args: { filters: { flagged: 'all', ignored: 'all', answer: 'incorrect', domain: 'all' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent(/3.*8/);
  },
};

export const NoDataFound: Story = {
  args: { filters: { flagged: 'flagged', ignored: 'all', answer: 'correct', domain: 'KSQL' } },
};

export const LongContent: Story = {
  args: {
    questions: [
      {
        ...reviewedQuestions[1]!,
        questionText:
          'A consumer group of six members reads a topic with twelve partitions. One member takes longer than max.poll.interval.ms to process a batch because a downstream database is slow. Which two events follow, and in which order do they happen?',
        explanation:
          'The member that exceeds max.poll.interval.ms leaves the group proactively (its heartbeat thread stops), which triggers a rebalance that reassigns its partitions. When it polls again it rejoins, which triggers another rebalance. Static membership (group.instance.id) and cooperative rebalancing reduce the cost of these rebalances but do not prevent the first one.',
      },
    ],
  },
};
