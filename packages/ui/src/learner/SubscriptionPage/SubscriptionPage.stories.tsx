import { Button, Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionPage } from './SubscriptionPage';

const now = new Date('2026-11-21T12:00:00Z');

const meta = {
  title: 'App/SubscriptionPage',
  tags: ['stable'],
  component: SubscriptionPage,
  args: {
    status: 'success',
    subscription: { subscriptionPaid: false, subscriptionDate: null, subscriptionExpiryDate: null },
    onRetry: fn(),
    onPaymentOpenChange: fn(),
    now,
    paymentSlot: (
      <Flex
        direction="column"
        gap="2"
        p="4"
        style={{ border: '1px dashed var(--gray-a7)', borderRadius: 'var(--radius-3)' }}
      >
        <Text size="2" color="gray">
          The payment provider’s buttons render here.
        </Text>
        <Button color="amber" highContrast>
          Pay with PayPal (sandbox)
        </Button>
      </Flex>
    ),
  },
} satisfies Meta<typeof SubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inactive: Story = {};

export const Active: Story = {
  args: {
    subscription: {
      subscriptionPaid: true,
      subscriptionDate: '2026-11-01T09:00:00Z',
      subscriptionExpiryDate: '2026-12-01T09:00:00Z',
    },
  },
};

export const Expired: Story = {
  args: {
    subscription: {
      subscriptionPaid: true,
      subscriptionDate: '2026-09-01T09:00:00Z',
      subscriptionExpiryDate: '2026-10-01T09:00:00Z',
    },
  },
};

export const PaymentOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const subscribe = canvas.getByRole('button', { name: /subscribe now|s'abonner maintenant/i });
    await userEvent.click(subscribe);
    await expect(subscribe).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onPaymentOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Loading: Story = { args: { status: 'loading', subscription: undefined } };

export const LoadError: Story = {
  args: { status: 'error', subscription: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /retry|réessayer/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
