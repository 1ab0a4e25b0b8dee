import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExamTimer } from './ExamTimer';
import { withTicking } from './QuestionView.storyHelpers';

const meta = {
  title: 'Exam/ExamTimer',
  tags: ['stable'],
  component: ExamTimer,
  args: { remainingTime: 5400, isPaused: false },
} satisfies Meta<typeof ExamTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks once a second, as the app's engine makes it. */
export const Ticking: Story = { decorators: [withTicking] };

/** HH:MM:SS, zero-padded; screen readers get the minutes instead of the ticking seconds. */
export const Format: Story = {
  args: { remainingTime: 3725 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('exam-clock')).toHaveTextContent(/^01:02:05$/);
    await expect(canvas.getByTestId('exam-clock')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('timer')).toHaveTextContent(/63 (minutes)/);
    await expect(canvas.queryByText(/less than|moins de/i)).toBeNull();
  },
};

export const Paused: Story = { args: { isPaused: true, remainingTime: 2530 } };

/**
 * Amber from 10 minutes left, with a badge for the eye; it is silent (the question view's time warning notice
 * is the one announcement).
 */
export const TenMinutesLeft: Story = {
  args: { remainingTime: 599 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(/less than 10|moins de 10/i);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const FiveMinutesLeft: Story = { args: { remainingTime: 290 } };

/** Red in the last minute. */
export const LastMinute: Story = { args: { remainingTime: 37 } };

export const TimeUp: Story = { args: { remainingTime: 0 } };
