import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorCard } from './ErrorCard';

const meta = {
  title: 'Shared/ErrorCard',
  tags: ['stable'],
  component: ErrorCard,
  args: { message: 'Failed to load tests', onRetry: fn() },
} satisfies Meta<typeof ErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithTitle: Story = { args: { title: 'Error Loading Tests' } };

export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'Test history not found with id: 42' },
};

export const LongMessage: Story = {
  args: {
    message:
      'The server could not be reached. Check your connection; your answers are kept on this device and will be sent as soon as the connection comes back.',
  },
};
