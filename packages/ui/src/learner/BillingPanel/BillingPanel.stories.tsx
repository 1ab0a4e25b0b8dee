import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillingPanel } from './BillingPanel';

const meta = {
  title: 'App/Settings/BillingPanel',
  component: BillingPanel,
  args: {
    planName: 'Premium',
    renewsOn: '2026-12-01T09:00:00Z',
    paymentMethod: 'PayPal (jane.doe@example.com)',
  },
} satisfies Meta<typeof BillingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FreePlan: Story = { args: { planName: 'Free', renewsOn: null, paymentMethod: null } };
