import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderTable } from './OrderTable';
import { sampleOrders } from './sampleOrders';

const meta = {
  title: 'App/OrderTable',
  tags: ['stable'],
  component: OrderTable,
  args: { orders: sampleOrders },
} satisfies Meta<typeof OrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ThresholdEdges: Story = {
  args: {
    orders: [8, 7, 1].map((daysLeft, i) => ({
      ...sampleOrders[0]!,
      id: i,
      daysLeft,
      status: daysLeft > 7 ? 'active' : 'expiring-soon',
    })),
  },
};

export const SingleOrder: Story = { args: { orders: [sampleOrders[0]!] } };
