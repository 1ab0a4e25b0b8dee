import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentCancelledPage } from './PaymentCancelledPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const meta = {
  title: 'App/PaymentCancelledPage',
  tags: ['stable'],
  component: PaymentCancelledPage,
  args: { urls: sampleLearnerUrls },
} satisfies Meta<typeof PaymentCancelledPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
