import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeaveExamDialog } from './LeaveExamDialog';

const meta = {
  title: 'Exam/LeaveExamDialog',
  component: LeaveExamDialog,
  args: { open: true, onSubmitAndLeave: fn(), onPauseAndLeave: fn(), onStay: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof LeaveExamDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three actions in the spec's order; Stay in Exam, the safe one, takes the first focus and Escape stays too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/submit|soumettre/i),
      expect.stringMatching(/pause/i),
      expect.stringMatching(/stay|rester/i),
    ]);
    await expect(buttons[2]).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: /pause/i }));
    await expect(args.onPauseAndLeave).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = { args: { pendingAction: 'submit' } };

export const Pausing: Story = { args: { pendingAction: 'pause' } };
