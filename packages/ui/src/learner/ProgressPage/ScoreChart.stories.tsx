import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoreChart } from './ScoreChart';
import { estimatedTest, notEnoughTest } from './ProgressPage.fixtures';

const meta = {
  title: 'App/Progress/ScoreChart',
  tags: ['stable'],
  component: ScoreChart,
  args: { scores: estimatedTest.scores, passingScore: 70 },
} satisfies Meta<typeof ScoreChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exam attempts are filled dots, practice ones hollow squares. */
export const ExamAndPractice: Story = {};

export const OneAttempt: Story = { args: { scores: notEnoughTest.scores } };

export const NoAttempt: Story = { args: { scores: [] } };

export const EdgeScores: Story = {
  args: {
    scores: [
      { historyId: 1, mode: 'exam', score: 0, passed: false, endTime: '2026-11-01T10:00:00Z' },
      { historyId: 2, mode: 'practice', score: 100, passed: true, endTime: '2026-11-02T10:00:00Z' },
      { historyId: 3, mode: 'exam', score: 70, passed: true, endTime: '2026-11-03T10:00:00Z' },
    ],
  },
};
