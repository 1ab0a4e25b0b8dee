import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'App/SettingsPage',
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
      planName: 'Premium',
      renewsOn: '2026-12-01T09:00:00Z',
      paymentMethod: 'PayPal (jane.doe@example.com)',
    },
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PasswordOpen: Story = {
  args: { password: { onSubmit: fn(async () => undefined), defaultOpen: true } },
};

export const WithoutBilling: Story = { args: { billing: undefined } };
