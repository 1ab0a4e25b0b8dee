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
