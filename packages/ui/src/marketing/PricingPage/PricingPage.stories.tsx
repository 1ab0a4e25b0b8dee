import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { withInertLinks } from '../_internal/InertLink';
import type { PricingOffer } from './offer';
import { PricingPage } from './PricingPage';

// A price list shaped like the server's (GET /payments/pricing); the real one comes from the catalogue.
const offer: PricingOffer = {
  tests: [
    {
      id: 1,
      title: 'Kafka Fundamentals',
      isFree: true,
      price: 0,
      currency: 'USD',
      totalQuestions: 20,
      timeLimit: 1800,
    },
    {
      id: 2,
      title: 'Kafka Streams and ksqlDB',
      isFree: false,
      price: 19.99,
      currency: 'USD',
      totalQuestions: 25,
      timeLimit: 2700,
    },
    {
      id: 3,
      title: 'CCDAK Full Mock Exam',
      isFree: false,
      price: 24.99,
      currency: 'USD',
      totalQuestions: 60,
      timeLimit: 5400,
    },
  ],
  testAccessMonths: 6,
  subscription: { price: 29.99, currency: 'USD', months: 1 },
};

const meta = {
  title: 'Marketing/PricingPage',
  tags: ['stable'],
  component: PricingPage,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: { status: 'success', offer, urls: publicUrls, onRetry: fn() },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hrefs = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(['/signup', '/signup', '/signup', '/contact']);
    await expect(canvas.getByTestId('price-premium').textContent).toMatch(/29[.,]99/);
  },
};

/** A signed-in visitor: the buttons lead to the tests and the subscription, not to sign-up. */
export const SignedIn: Story = {
  args: { signedInUrls: { free: '/tests', perTest: '/tests', premium: '/subscription' } },
};

export const Loading: Story = { args: { status: 'loading', offer: undefined } };

export const LoadError: Story = {
  args: { status: 'error', offer: undefined },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).getByRole('button').click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing for sale yet but the free tests: the per-test card says so instead of inventing a price. */
export const OnlyFreeTests: Story = { args: { offer: { ...offer, tests: offer.tests.slice(0, 1) } } };

/** A catalogue priced in euros: the locale decides symbol and placement. */
export const InEuros: Story = {
  args: {
    offer: {
      ...offer,
      tests: offer.tests.map((test) => ({ ...test, currency: 'EUR' })),
      subscription: { ...offer.subscription, currency: 'EUR' },
    },
  },
};
