import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SettingsPage } from './SettingsPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const meta = {
  title: 'App/SettingsPage',
  tags: ['stable'],
  component: SettingsPage,
  args: {
    profile: {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      onSubmit: fn(async () => undefined),
    },
    password: { onSubmit: fn(async () => undefined) },
    emailChange: {
      currentEmail: 'jane.doe@example.com',
      onRequestCode: fn(async () => undefined),
      onVerify: fn(async () => undefined),
    },
    billing: {
      plan: 'premium',
      expiresOn: '2026-12-01T09:00:00Z',
      paymentMethod: 'paypal',
      urls: sampleLearnerUrls,
    },
    dataRights: { exportHref: '#export', onDelete: fn(async () => undefined) },
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PasswordOpen: Story = {
  args: { password: { onSubmit: fn(async () => undefined), defaultOpen: true } },
};

export const WithoutBilling: Story = { args: { billing: undefined } };

export const DeleteAccountOpen: Story = {
  args: { dataRights: { exportHref: '#export', onDelete: fn(async () => undefined), defaultOpen: true } },
};

/** With the connected-accounts panel: Google linked beside the password. */
export const WithConnectedAccounts: Story = {
  args: {
    connectedAccounts: {
      state: 'ready',
      providers: [
        { id: 'google', href: '/elearning/api/auth/identity/google/start?intent=link' },
        { id: 'github', href: '/elearning/api/auth/identity/github/start?intent=link' },
      ],
      hasPassword: true,
      identities: [{ provider: 'google', email: 'jane@gmail.com' }],
      onUnlink: fn(async () => undefined),
      onSetPassword: fn(async () => undefined),
    },
  },
};
