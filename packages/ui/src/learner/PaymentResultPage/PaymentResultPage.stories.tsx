import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentResultPage } from './PaymentResultPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';
import { samplePurchase } from './samplePurchase';

const meta = {
  title: 'App/PaymentResultPage',
  tags: ['stable'],
  component: PaymentResultPage,
  args: { variant: 'success', urls: sampleLearnerUrls },
} satisfies Meta<typeof PaymentResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const TestPurchased: Story = { args: { purchase: samplePurchase, startHref: '/tests/2' } };

export const SubscriptionStarted: Story = {
  args: {
    purchase: {
      ...samplePurchase,
      item: 'subscription',
      itemName: 'Premium subscription',
      amount: 29.99,
      orderNumber: 'ORD-2026-000006',
      expiryDate: '2026-12-21T16:36:07Z',
      receipt: { number: 'R-000006', url: '#receipt-6' },
    },
    startHref: '/tests',
  },
};

export const Verifying: Story = { args: { variant: 'verifying' } };

export const Failure: Story = { args: { variant: 'failure' } };

export const FailureWithServerMessage: Story = {
  args: { variant: 'failure', message: 'The payment was declined by the provider (INSTRUMENT_DECLINED).' },
};
