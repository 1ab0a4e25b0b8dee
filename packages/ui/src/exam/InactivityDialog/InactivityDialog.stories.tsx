import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InactivityDialog } from './InactivityDialog';

const meta = {
  title: 'Exam/InactivityDialog',
  tags: ['stable'],
  component: InactivityDialog,
  args: { open: true, secondsLeft: 272, onContinue: fn(), onPauseNow: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof InactivityDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('4:32');
    await userEvent.click(within(dialog).getByRole('button', { name: /continue|continuer/i }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const LastSeconds: Story = { args: { secondsLeft: 7 } };

export const Pausing: Story = { args: { isPausing: true } };
