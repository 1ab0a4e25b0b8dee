import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleAttempts, sampleUrls } from '../fixtures';
import { HistoryCard } from './HistoryCard';

const meta = {
  title: 'Exam/HistoryCard',
  tags: ['stable'],
  component: HistoryCard,
  args: { attempts: sampleAttempts, status: 'success', resultHref: sampleUrls.testResults },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof HistoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five attempts: the three newest, then View History (5) opens all of them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/tests/results/42');
    await userEvent.click(canvas.getByRole('button', { name: /\(5\)/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
  },
};

export const ThreeAttempts: Story = { args: { attempts: sampleAttempts.slice(2) } };

/** 69% against a 70% passing score fails, 70% passes: colour and label follow the same rule. */
export const AtThePassMark: Story = {
  args: {
    attempts: [
      { ...sampleAttempts[3]!, score: 69, passed: false },
      { ...sampleAttempts[2]!, score: 70, passed: true },
      { ...sampleAttempts[1]!, score: 85, passingScore: 90, passed: false },
    ],
  },
};

/** A 10-question drill: 7 of them right. */
const drill = (a: (typeof sampleAttempts)[number]) => ({
  ...a,
  mode: 'practice' as const,
  correctAnswersCount: 7,
  totalQuestions: 10,
  score: 70,
  passed: true,
  timeUsed: 4388,
});

/**
 * Exam and practice attempts mixed. A practice row carries a Practice badge and how many answers were correct:
 * no Passed/Failed verdict and no wall-clock time (issue 28), even when the server's row says `passed`.
 */
export const WithPractice: Story = {
  args: { attempts: sampleAttempts.map((a, i) => (i % 2 ? drill(a) : a)) },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    // English or French (the fr screenshot runs this too).
    await expect(rows[1]).toHaveTextContent(/Practice|Entraînement/);
    await expect(rows[1]).toHaveTextContent(/7 of 10 correct|7 réponses correctes sur 10/);
    await expect(rows[1]).not.toHaveTextContent(/Passed|Failed|Time used|Réussi|Échoué|Temps utilisé/);
    await expect(rows[0]).toHaveTextContent(/Passed|Réussi/);
  },
};

export const Empty: Story = { args: { attempts: [] } };

export const Loading: Story = { args: { attempts: [], status: 'loading' } };

export const Error: Story = { args: { attempts: [], status: 'error' } };
