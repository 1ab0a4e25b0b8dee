import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyEmailForm } from './VerifyEmailForm';

const meta = {
  title: 'Account/VerifyEmailForm',
  tags: ['stable'],
  component: VerifyEmailForm,
  args: {
    signupUrl: '/signup',
    email: 'jane.doe@example.com',
    onSubmit: fn(async () => undefined),
    onResend: fn(async () => undefined),
  },
} satisfies Meta<typeof VerifyEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PastedCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox');
    await userEvent.click(field);
    await userEvent.paste('482 913');
    await expect(field).toHaveValue('482913');
    // Sent with Enter from the field: a click moved focus to the button, whose ring then came and went from run
    // to run (Chromium's focus-visible guess after a scripted click), and so did its screenshot.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '482913' });
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '123');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /verify email|vérifier l'email/i })).toBeDisabled();
  },
};

export const Verifying: Story = { args: { isSubmitting: true } };

export const InvalidCode: Story = { args: { submitError: 'Invalid code.' } };

export const Resending: Story = {
  args: { onResend: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /resend code|renvoyer le code/i }),
    );
  },
};

export const ResendFailed: Story = {
  args: { onResend: fn(async () => Promise.reject(new Error('boom'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /resend code|renvoyer le code/i }));
    await expect(await canvas.findByText(/failed to send|échec de l'envoi/i)).toBeVisible();
  },
};

/** A page that does not know the address (pre-rendered, or opened without JavaScript): it says so in other words. */
export const AddressUnknown: Story = { args: { email: '' } };

/**
 * Back from a Resend code posted before the app ran (or without JavaScript): the server sent a new code and the
 * page's address says so.
 */
export const ResentByTheServer: Story = { args: { email: '', resent: true } };
