import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freeTest, interruptedTest, pausedTest, sampleAttempts, sampleUrls } from '../fixtures';
import { HistoryCard } from '../HistoryCard';
import { TestIntro } from './TestIntro';

const meta = {
  title: 'Exam/TestIntro',
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
