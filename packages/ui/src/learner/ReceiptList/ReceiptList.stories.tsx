import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReceiptList } from './ReceiptList';
import { sampleReceipts } from './sampleReceipts';

const meta = {
  title: 'Account/ReceiptList',
  tags: ['stable'],
  component: ReceiptList,
  args: {
    receipts: sampleReceipts,
    receiptUrl: (receipt) => `#receipt-${receipt.id}`,
  },
} satisfies Meta<typeof ReceiptList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const Empty: Story = { args: { receipts: [] } };

export const Loading: Story = { args: { receipts: [], isLoading: true } };

export const SingleReceipt: Story = { args: { receipts: sampleReceipts.slice(1, 2) } };
