import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Account/ChangePasswordForm',
  tags: ['stable'],
  component: ChangePasswordForm,
  args: { onSubmit: fn(async () => undefined), dashboardUrl: '/dashboard' },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^(new password|nouveau mot de passe)$/i), 'kafka-rocks');
    await userEvent.type(
      canvas.getByLabelText(/^(confirm new password|confirmez le nouveau mot de passe)$/i),
      'kafka',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: /^(change password|changer le mot de passe)$/i }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^(new password|nouveau mot de passe)$/i), 'kafka-rocks');
    const toggle = canvas.getByRole('button', { name: /show new password|afficher le nouveau/i });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Saving: Story = { args: { isSubmitting: true } };

export const Failed: Story = { args: { submitError: 'The reset session has expired.' } };

export const Success: Story = { args: { isDone: true } };

/** A forced change (after a temporary password): the dashboard is out of reach, the way out is to sign out. */
export const Forced: Story = {
  args: { onSignOut: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('link', { name: /back to dashboard|retour au tableau de bord/i }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^(sign out|se déconnecter)$/i }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** Refused because another session holds the change: the way out is a new temporary password. */
export const OtherSession: Story = {
  args: {
    onSignOut: fn(),
    onRequestNewPassword: fn(),
    submitError: 'Only the session signed in with the temporary password can set the new password.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: /^(send a new temporary password|envoyer un nouveau mot de passe temporaire)$/i,
      }),
    );
    await expect(args.onRequestNewPassword).toHaveBeenCalledTimes(1);
  },
};
