import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleOrders } from '../OrderTable/sampleOrders';
import { OrdersPage } from './OrdersPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const meta = {
  title: 'App/OrdersPage',
  tags: ['stable'],
  component: OrdersPage,
  args: {
    status: 'success',
    orders: sampleOrders,
    onRetry: fn(),
    onRefresh: fn(),
    isRefreshing: false,
    urls: sampleLearnerUrls,
  },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /refresh|actualiser/i }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { status: 'loading', orders: [] } };

export const Refreshing: Story = { args: { isRefreshing: true } };

export const LoadError: Story = {
  args: { status: 'error', orders: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again|réessayer/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoOrders: Story = { args: { orders: [] } };

export const Searching: Story = { args: { defaultSearch: 'streams' } };

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'zookeeper');
    await expect(canvas.getByRole('heading', { name: /zookeeper/ })).toBeVisible();
  },
};
