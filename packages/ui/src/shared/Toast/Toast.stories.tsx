import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider, useToast } from './ToastProvider';
import type { ToastOptions } from './toastTypes';

interface ToastDemoProps extends ToastOptions {
  /** How long the notification stays, in milliseconds. */
  duration?: number;
}

function ShowButton(toast: ToastOptions) {
  const { show } = useToast();
  return <Button onClick={() => show(toast)}>Show notification</Button>;
}

/** A provider with a button that shows the story's notification. */
function ToastDemo({ duration, ...toast }: ToastDemoProps) {
  return (
    <ToastProvider duration={duration}>
      <ShowButton {...toast} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Shared/Toast',
  tags: ['stable'],
  component: ToastDemo,
  parameters: { layout: 'padded' },
  args: {
    title: 'Message sent successfully!',
    description: "We'll get back to you within 24 hours.",
    variant: 'success',
    duration: 600000,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await expect(await canvas.findByText(args.title)).toBeVisible();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Error: Story = {
  args: { variant: 'error', title: 'Failed to update profile', description: 'Please try again in a moment.' },
};

export const Destructive: Story = {
  args: { variant: 'destructive', title: 'Error sending message', description: 'Failed to send message' },
};

export const TitleOnly: Story = { args: { title: 'Temporary password sent.', description: undefined } };

/** The close button removes the notification at once. */
export const ClosedByButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await canvas.findByText(args.title);
    await userEvent.click(canvas.getByRole('button', { name: /close|fermer/i }));
    await waitFor(() => expect(canvas.queryByText(args.title)).not.toBeInTheDocument());
  },
};

/** A short duration: the notification leaves by itself. */
export const AutoDismiss: Story = {
  args: { duration: 800 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await canvas.findByText(args.title);
    await waitFor(() => expect(canvas.queryByText(args.title)).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
