import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentResultPage } from './PaymentResultPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const meta = {
  title: 'App/PaymentResultPage',
  tags: ['stable'],
  component: PaymentResultPage,
  args: { variant: 'success', urls: sampleLearnerUrls },
} satisfies Meta<typeof PaymentResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Verifying: Story = { args: { variant: 'verifying' } };

export const Failure: Story = { args: { variant: 'failure' } };

export const FailureWithServerMessage: Story = {
  args: { variant: 'failure', message: 'The payment was declined by the provider (INSTRUMENT_DECLINED).' },
};
