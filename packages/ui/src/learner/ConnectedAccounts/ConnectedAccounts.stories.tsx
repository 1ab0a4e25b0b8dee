import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectedAccounts } from './ConnectedAccounts';

const providers = [
  { id: 'google', href: '/elearning/api/auth/identity/google/start?intent=link' },
  { id: 'microsoft', href: '/elearning/api/auth/identity/microsoft/start?intent=link' },
  { id: 'github', href: '/elearning/api/auth/identity/github/start?intent=link' },
] as const;

const meta = {
  title: 'App/Settings/ConnectedAccounts',
  tags: ['stable'],
  component: ConnectedAccounts,
  args: {
    state: 'ready',
    providers,
    hasPassword: true,
    identities: [],
    onUnlink: fn(async () => undefined),
    onSetPassword: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof ConnectedAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };

export const LoadFailed: Story = { args: { state: 'error' } };

/** A password account with nothing linked: a Link button per provider. */
export const PasswordOnly: Story = {};

/** Google linked beside the password: either can go. */
export const Linked: Story = {
  args: { identities: [{ provider: 'google', email: 'ada.lovelace@gmail.com' }] },
};

/** Back from the provider after linking. */
export const JustLinked: Story = {
  args: { identities: [{ provider: 'github', email: 'ada@users.noreply.github.com' }], justLinked: 'github' },
};

/** Made through Google, no password: Google is the last way in and cannot be unlinked. */
export const LastWayIn: Story = {
  args: { hasPassword: false, identities: [{ provider: 'google', email: 'ada.lovelace@gmail.com' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /unlink google|dissocier google/i })).toBeDisabled();
  },
};

export const SettingPassword: Story = {
  args: {
    hasPassword: false,
    identities: [{ provider: 'google', email: 'ada.lovelace@gmail.com' }],
    defaultPasswordOpen: true,
  },
};

export const SetPasswordFlow: Story = {
  args: { hasPassword: false, identities: [{ provider: 'microsoft', email: null }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /set a password|définir un mot de passe/i }));
    await userEvent.type(canvas.getByLabelText(/^(password|mot de passe)$/i), 'kafka-rocks-42');
    await userEvent.type(
      canvas.getByLabelText(/^(confirm password|confirmez le mot de passe)$/i),
      'kafka-rocks-42',
    );
    await userEvent.click(canvas.getByRole('button', { name: /save password|enregistrer le mot de passe/i }));
    await expect(args.onSetPassword).toHaveBeenCalledWith('kafka-rocks-42');
  },
};

export const UnlinkFailed: Story = {
  args: {
    identities: [{ provider: 'google', email: 'ada.lovelace@gmail.com' }],
    error: 'Something went wrong. Try again.',
  },
};

/** Demo mode: only the local demo identity provider is offered. */
export const DemoProvider: Story = {
  args: { providers: [{ id: 'demo', href: '/elearning/api/auth/identity/demo/start?intent=link' }] },
};
