import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  freeTest,
  interruptedTest,
  pausedPracticeTest,
  pausedTest,
  sampleAttempts,
  sampleUrls,
} from '../fixtures';
import { HistoryCard } from '../HistoryCard';
import { PracticeSetForm } from '../PracticeSetForm';
import { TestIntro } from './TestIntro';

const meta = {
  title: 'Exam/TestIntro',
  tags: ['stable'],
  component: TestIntro,
  args: {
    test: freeTest,
    userId: 7,
    onStart: fn(),
    history: <HistoryCard resultHref={sampleUrls.testResults} attempts={sampleAttempts} />,
  },
} satisfies Meta<typeof TestIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /start test|commencer le test/i }),
    );
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onStart).toHaveBeenCalledWith('exam');
  },
};

/** Practice chosen (arrow keys move between the two cards): the button starts practice. */
export const Practice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const exam = canvas.getByRole('radio', { name: /^(exam|examen)/i });
    await expect(exam).toBeChecked();
    await userEvent.click(exam);
    await userEvent.keyboard('{ArrowDown}');
    const practice = canvas.getByRole('radio', { name: /^(practice|entraînement)/i });
    await waitFor(() => expect(practice).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(practice).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: /start practice|commencer l’entraînement/i }));
    await expect(args.onStart).toHaveBeenCalledWith('practice');
  },
};

const allDomains = [
  'Producer',
  'Consumer',
  'Broker',
  'Kafka Streams',
  'Kafka Connect',
  'ksqlDB',
  'Schema Registry',
  'Security',
  'Testing',
  'Monitoring',
];

/** The custom set form below the start card (the app passes it in), in either mode. */
export const PracticeWithCustomSet: Story = {
  args: {
    defaultMode: 'practice',
    practiceSet: (
      <PracticeSetForm domains={freeTest.topics} maxCount={freeTest.totalQuestions} onSubmit={fn()} />
    ),
  },
};

/** An open practice attempt: Continue Practice, no minutes (practice is untimed), no mode choice. */
export const PausedPractice: Story = {
  args: { test: pausedPracticeTest },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /continue practice|reprendre l’entraînement/i }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** lastStatus PAUSED: the button continues with the minutes left (3120 s → 52 min). */
export const Paused: Story = {
  args: { test: pausedTest },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /52 min/ })).toBeEnabled();
  },
};

/** A tab closed mid-test (still in progress on the server): Continue too, like the catalogue's Paused card. */
export const Interrupted: Story = {
  args: { test: interruptedTest },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /29 min/ })).toBeEnabled();
  },
};

/** Paused: Abandon this attempt (confirmed in a dialog), and the custom set form stays, with a note. */
export const PausedWithAbandonAndSet: Story = {
  args: {
    test: pausedTest,
    onAbandon: fn(),
    practiceSet: (
      <PracticeSetForm
        domains={freeTest.topics}
        maxCount={freeTest.totalQuestions}
        allDomains={allDomains}
        onSubmit={fn()}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: /abandon this attempt|abandonner cette tentative/i }),
    );
    await userEvent.click(
      await page.findByRole('button', { name: /^(abandon attempt|abandonner la tentative)$/i }),
    );
    await expect(args.onAbandon).toHaveBeenCalledTimes(1);
  },
};

/** The abandon is on its way. */
export const Abandoning: Story = { args: { test: pausedTest, onAbandon: fn(), isAbandoning: true } };

export const Starting: Story = { args: { isStarting: true } };

export const Loading: Story = { args: { test: null, isLoading: true } };

export const WithoutUser: Story = {
  args: { userId: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /start test|commencer le test/i }),
    ).toBeDisabled();
  },
};

export const FirstAttempt: Story = {
  args: { history: <HistoryCard resultHref={sampleUrls.testResults} attempts={[]} /> },
};

export const WithoutHistory: Story = { args: { history: undefined } };
