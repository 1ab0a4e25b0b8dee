import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleUrls } from '../fixtures';
import { ExamErrorCard } from './ExamErrorCard';

const meta = {
  title: 'Exam/ExamErrorCard',
  tags: ['stable'],
  component: ExamErrorCard,
  args: { reason: 'startTest', onRetry: fn(), loginHref: sampleUrls.login },
  decorators: [(Story) => <div style={{ maxWidth: 560, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof ExamErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ResumeFailed: Story = { args: { reason: 'resumeTest' } };

export const ServerMessage: Story = {
  args: { reason: 'pauseTest', message: 'Test session 88 is already completed' },
};

export const LoginRequired: Story = { args: { reason: 'authRequired' } };

export const ResultsFailed: Story = { args: { reason: 'loadResults' } };

/** An unknown test id in the address: said so, with the way to the catalogue. */
export const TestNotFound: Story = { args: { reason: 'testNotFound', testsHref: '/tests' } };
