import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailChangePanel } from './EmailChangePanel';

const meta = {
  title: 'App/Settings/EmailChangePanel',
  tags: ['stable'],
  component: EmailChangePanel,
  args: {
    currentEmail: 'jane.doe@example.com',
    onRequestCode: fn(async () => undefined),
    onVerify: fn(async () => undefined),
  },
} satisfies Meta<typeof EmailChangePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send Code stays off while the address is unchanged (case and spaces ignored). */
export const Unchanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/email/i);
    await userEvent.clear(field);
    await userEvent.type(field, '  JANE.doe@Example.com ');
    await expect(canvas.getByRole('button', { name: /send code|envoyer le code/i })).toBeDisabled();
  },
};

export const PasswordDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/email/i);
    await userEvent.clear(field);
    await userEvent.type(field, 'jane@newmail.com');
    await userEvent.click(canvas.getByRole('button', { name: /send code|envoyer le code/i }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /send the code|confirmer et envoyer/i }),
    );
    await expect(
      await within(dialog).findByText(/password is required|mot de passe est requis/i),
    ).toBeVisible();
  },
};

export const CodeStep: Story = { args: { pendingEmail: 'jane@newmail.com' } };

export const CodeRefused: Story = {
  args: { pendingEmail: 'jane@newmail.com', verifyError: 'Invalid code.' },
};

export const FullFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByLabelText(/email/i);
    await userEvent.clear(field);
    await userEvent.type(field, 'jane@newmail.com');
    await userEvent.click(canvas.getByRole('button', { name: /send code|envoyer le code/i }));
    await userEvent.type(body.getByLabelText(/^(current password|mot de passe actuel)$/i), 'secret');
    await userEvent.click(body.getByRole('button', { name: /send the code|confirmer et envoyer/i }));
    await expect(args.onRequestCode).toHaveBeenCalledWith({
      newEmail: 'jane@newmail.com',
      currentPassword: 'secret',
    });
    await userEvent.type(await canvas.findByLabelText(/verification code|code de vérification/i), '123456');
    await userEvent.click(canvas.getByRole('button', { name: /^(verify|vérifier)$/i }));
    await expect(args.onVerify).toHaveBeenCalledWith({ newEmail: 'jane@newmail.com', code: '123456' });
  },
};
