import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeaveExamDialog } from './LeaveExamDialog';

const meta = {
  title: 'Exam/LeaveExamDialog',
  tags: ['stable'],
  component: LeaveExamDialog,
  args: {
    open: true,
    answered: 12,
    flagged: 2,
    totalQuestions: 20,
    onSubmitAndLeave: fn(),
    onPauseAndLeave: fn(),
    onStay: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 380 } } },
} satisfies Meta<typeof LeaveExamDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pause & Leave is the primary action; Stay in Exam, the safe one, takes the first focus and Escape stays too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/pause/i),
      expect.stringMatching(/submit|soumettre/i),
      expect.stringMatching(/stay|rester/i),
    ]);
    await expect(buttons[2]).toHaveFocus();
    await userEvent.click(buttons[0]!);
    await expect(args.onPauseAndLeave).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
  },
};

/** Submit & Leave asks first, with the unanswered and flagged counts; Back returns to the three choices. */
export const ConfirmSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(body.getByRole('alertdialog')).getAllByRole('button')[1]!);
    const confirm = body.getByRole('alertdialog');
    await expect(confirm).toHaveTextContent(/8/);
    await expect(args.onSubmitAndLeave).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { pendingAction: 'submit' } };

export const Pausing: Story = { args: { pendingAction: 'pause' } };

/** Nothing unanswered or flagged: the confirmation has no warning. */
export const SubmittingAllAnswered: Story = { args: { pendingAction: 'submit', answered: 20, flagged: 0 } };
