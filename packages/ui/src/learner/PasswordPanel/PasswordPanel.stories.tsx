import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordPanel } from './PasswordPanel';

const meta = {
  title: 'App/Settings/PasswordPanel',
  tags: ['stable'],
  component: PasswordPanel,
  args: { onSubmit: fn(async () => undefined), defaultOpen: false },
} satisfies Meta<typeof PasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Mismatch: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^(current password|mot de passe actuel)$/i), 'old-password');
    await userEvent.type(canvas.getByLabelText(/^(new password|nouveau mot de passe)$/i), 'kafka-rocks');
    await userEvent.type(
      canvas.getByLabelText(/^(confirm new password|confirmez le nouveau mot de passe)$/i),
      'kafka-rolls',
    );
    await userEvent.click(canvas.getByRole('button', { name: /update password|mettre à jour/i }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Updating: Story = { args: { defaultOpen: true, isSubmitting: true } };

export const UpdateFailed: Story = {
  args: { defaultOpen: true, submitError: 'The current password is wrong.' },
};
