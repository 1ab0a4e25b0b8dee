import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { passedResult, practiceResult, sampleResult, sampleUrls } from '../fixtures';
import { ResultSummary } from './ResultSummary';

const meta = {
  title: 'Exam/ResultSummary',
  tags: ['stable'],
  component: ResultSummary,
  args: { result: sampleResult, onViewAnswers: fn(), onRetake: fn(), dashboardHref: sampleUrls.dashboard },
  decorators: [(Story) => <div style={{ maxWidth: 760, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof ResultSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/not pass|pas réussi/i);
    await userEvent.click(canvas.getByRole('button', { name: /explanations|explications/i }));
    await expect(args.onViewAnswers).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /retake|repasser/i }));
    await expect(args.onRetake).toHaveBeenCalled();
  },
};

export const Passed: Story = { args: { result: passedResult } };

/** 70% against a 70% passing score: the server's one pass rule says passed, and the summary shows it. */
export const ExactlyAtThePassMark: Story = {
  args: {
    result: { ...sampleResult, score: 70, correctAnswersCount: 42, totalQuestions: 60, passed: true },
  },
};

/** The results page: no Retake, and no time line when the time used is 0. */
export const ResultsPage: Story = { args: { onRetake: undefined, result: { ...passedResult, timeUsed: 0 } } };

/** A practice result: labelled, and the time used without the 30-day practice window. */
export const Practice: Story = {
  args: { result: practiceResult },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /not counted toward your best exam score|ne compte pas dans votre meilleur/i,
      ),
    ).toBeVisible();
  },
};

export const Retaking: Story = { args: { isRetaking: true } };
