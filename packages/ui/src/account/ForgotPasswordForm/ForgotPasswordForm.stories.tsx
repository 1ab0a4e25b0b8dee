import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Account/ForgotPasswordForm',
  tags: ['stable'],
  component: ForgotPasswordForm,
  args: { onSubmit: fn(async () => undefined), loginUrl: '/login' },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/email/i), 'jane@example.com');
    await userEvent.click(
      canvas.getByRole('button', { name: /temporary password|mot de passe temporaire/i }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com' });
    await userEvent.click(
      await canvas.findByRole('button', { name: /try another address|essayer une autre adresse/i }),
    );
    await expect(canvas.getByLabelText(/email/i)).toHaveValue('jane@example.com');
  },
};

export const Sending: Story = { args: { isSubmitting: true } };

export const SendFailed: Story = {
  args: { submitError: 'Unable to send a temporary password. Please try again.' },
};

export const CheckYourEmail: Story = { args: { sentTo: 'jane@example.com' } };

/** The server took the posted form (before the app ran, or without JavaScript): it does not echo the address. */
export const CheckYourEmailAfterPost: Story = {
  args: { sentTo: '', action: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/for that address|pour cette adresse/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /try another address|essayer une autre adresse/i }),
    ).toHaveAttribute('href', '/forgot-password');
  },
};
