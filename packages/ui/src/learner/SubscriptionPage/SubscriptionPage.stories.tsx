import { Button, Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleSubscriptions } from './samples';
import { SubscriptionPage } from './SubscriptionPage';

const meta = {
  title: 'App/SubscriptionPage',
  tags: ['stable'],
  component: SubscriptionPage,
  args: {
    status: 'success',
    subscription: sampleSubscriptions.none,
    onRetry: fn(),
    onPaymentOpenChange: fn(),
    onCancelSubscription: fn(),
    onResumeSubscription: fn(),
    receiptUrl: (receipt) => `#receipt-${receipt.id}`,
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

export const Pending: Story = { args: { subscription: sampleSubscriptions.pending } };

export const Active: Story = { args: { subscription: sampleSubscriptions.active } };

/** Two clicks: Cancel subscription, then the confirmation. */
export const CancelConfirmation: Story = {
  args: { subscription: sampleSubscriptions.active },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /cancel subscription|résilier/i }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /yes, cancel|oui, résilier/i }));
    await waitFor(() => expect(args.onCancelSubscription).toHaveBeenCalledTimes(1));
  },
};

export const PaymentFailed: Story = { args: { subscription: sampleSubscriptions.pastDue } };

export const Cancelled: Story = {
  args: { subscription: sampleSubscriptions.cancelled },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /resume|reprendre/i }));
    await expect(args.onResumeSubscription).toHaveBeenCalled();
  },
};

export const Suspended: Story = { args: { subscription: sampleSubscriptions.suspended } };

export const Expired: Story = { args: { subscription: sampleSubscriptions.expired } };

export const Refunded: Story = { args: { subscription: sampleSubscriptions.refunded } };

export const Changing: Story = { args: { subscription: sampleSubscriptions.cancelled, isChanging: true } };

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
