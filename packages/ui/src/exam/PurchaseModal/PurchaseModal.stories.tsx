import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lockedEuroTest, lockedTest, sampleUrls } from '../fixtures';
import { PurchaseModal } from './PurchaseModal';

const meta = {
  title: 'Exam/PurchaseModal',
  tags: ['stable'],
  component: PurchaseModal,
  args: {
    test: lockedTest,
    open: true,
    stage: 'review',
    onOpenChange: fn(),
    onPurchase: fn(),
    premiumHref: sampleUrls.subscription,
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 820 } } },
} satisfies Meta<typeof PurchaseModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /purchase now|acheter maintenant/i }));
    await expect(args.onPurchase).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: /cancel|annuler/i }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithFreeSample: Story = { args: { sampleHref: '/tests/2?sample=1' } };

export const CreatingPayment: Story = { args: { stage: 'creating' } };

const SandboxButton = () => (
  <Button size="3" color="amber" style={{ width: '100%' }}>
    Pay with sandbox checkout
  </Button>
);

export const ReadyToPay: Story = { args: { stage: 'pay', paymentSlot: <SandboxButton /> } };

export const ConfirmingPayment: Story = { args: { stage: 'executing' } };

export const Failed: Story = { args: { stage: 'error', errorMessage: 'Failed to initiate purchase' } };

export const FailedWithoutMessage: Story = { args: { stage: 'error' } };

export const PricedInEuros: Story = { args: { test: lockedEuroTest } };

/** French with a long price: the title, price and Purchase Now button keep to the dialog (issue 16). */
export const FrenchLongPrice: Story = {
  globals: { locale: 'fr' },
  args: {
    test: {
      ...lockedEuroTest,
      title: 'Examen blanc complet de la certification Confluent Certified Developer for Apache Kafka',
      price: 1299.99,
    },
  },
};
