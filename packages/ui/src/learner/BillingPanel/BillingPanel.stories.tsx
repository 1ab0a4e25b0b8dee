import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';
import { BillingPanel } from './BillingPanel';

const meta = {
  title: 'App/Settings/BillingPanel',
  tags: ['stable'],
  component: BillingPanel,
  args: {
    urls: sampleLearnerUrls,
    plan: 'premium',
    expiresOn: '2026-12-01T09:00:00Z',
    paymentMethod: 'paypal',
  },
} satisfies Meta<typeof BillingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {};

export const PremiumSandbox: Story = { args: { paymentMethod: 'sandbox' } };

export const FreePlan: Story = { args: { plan: 'free', expiresOn: null, paymentMethod: null } };

export const Expired: Story = { args: { plan: 'free', expiresOn: '2026-01-15T09:00:00Z' } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again|réessayer/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
