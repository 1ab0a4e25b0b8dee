import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentCancelledPage } from './PaymentCancelledPage';

const meta = {
  title: 'App/PaymentCancelledPage',
  component: PaymentCancelledPage,
} satisfies Meta<typeof PaymentCancelledPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
