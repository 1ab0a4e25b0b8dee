import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { passedResult, practiceResult, sampleResult, sampleUrls } from '../fixtures';
import { ResultSummary } from './ResultSummary';

const meta = {
  title: 'Exam/ResultSummary',
  tags: ['stable'],
  component: ResultSummary,
  args: {
    result: { ...sampleResult, previousScore: 55 },
    onViewAnswers: fn(),
    onRetake: fn(),
    onPractiseMissed: fn(),
    onPractiseDomain: fn(),
    weakestDomain: 'Consumer',
    dashboardHref: sampleUrls.dashboard,
  },
  decorators: [(Story) => <div style={{ maxWidth: 760, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof ResultSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed exam: correct, wrong and unanswered apart, the change since last time, and what to practise next. */
export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/not pass|pas réussi/i);
    await userEvent.click(canvas.getByRole('button', { name: /explanations|explications/i }));
    await expect(args.onViewAnswers).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /retake|repasser/i }));
    await expect(args.onRetake).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /what I missed|mes erreurs/i }));
    await expect(args.onPractiseMissed).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /weakest domain|plus faible/i }));
    await expect(args.onPractiseDomain).toHaveBeenCalled();
  },
};

/** Passed, and every question right: nothing missed, so no "Practise what I missed". */
export const Passed: Story = {
  args: {
    result: {
      ...passedResult,
      score: 100,
      correctAnswersCount: 8,
      wrongCount: 0,
      unansweredCount: 0,
      previousScore: 88,
    },
    weakestDomain: null,
  },
};

/** 70% against a 70% passing score: the server's one pass rule says passed, and the summary shows it. */
export const ExactlyAtThePassMark: Story = {
  args: {
    result: {
      ...sampleResult,
      score: 70,
      correctAnswersCount: 42,
      totalQuestions: 60,
      wrongCount: 11,
      unansweredCount: 7,
      passed: true,
    },
  },
};

/** A score below the previous attempt's. */
export const LowerThanLastTime: Story = { args: { result: { ...sampleResult, previousScore: 75 } } };

/** A first attempt with no time recorded: no change line and no time figure. */
export const FirstAttempt: Story = {
  args: { result: { ...passedResult, timeUsed: 0, previousScore: null } },
};

/** A practice drill: accuracy and active time, no pass/fail verdict and no wall-clock time. */
export const Practice: Story = {
  args: { result: { ...practiceResult, previousScore: 50 }, weakestDomain: 'Producer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/not counted toward your best exam score|ne compte pas dans votre meilleur/i),
    ).toBeVisible();
    await expect(canvas.queryByText(/FAILED|PASSED|ÉCHOUÉ|RÉUSSI/)).toBeNull();
    await expect(canvas.getByText('00:05:12')).toBeVisible();
  },
};

/**
 * A paid test's free sample: its learner cannot open the test's other questions, so no practice set is offered,
 * but the full test is, beside a new sample.
 */
export const FreeSample: Story = {
  args: {
    result: { ...practiceResult, previousScore: null },
    onPractiseMissed: undefined,
    onPractiseDomain: undefined,
    onBuy: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: /Practise (what|my)|Revoir mes erreurs|M’entraîner/i }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Buy the full test|Acheter le test complet/ }));
    await expect(args.onBuy).toHaveBeenCalled();
  },
};

export const Retaking: Story = { args: { isRetaking: true } };

/** "Practise what I missed" is starting: its button spins, the others wait. */
export const StartingMissedPractice: Story = { args: { pendingAction: 'missed' } };

/** The set could not be drawn (nothing matches any more). */
export const PracticeSetEmpty: Story = { args: { actionError: 'empty' } };

/** The set could not start for another reason. */
export const PracticeSetFailed: Story = { args: { actionError: 'failed' } };
