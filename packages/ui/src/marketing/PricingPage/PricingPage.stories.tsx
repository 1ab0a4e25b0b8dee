import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withInertLinks } from '../_internal/InertLink';
import { PricingPage } from './PricingPage';

const meta = {
  title: 'Marketing/PricingPage',
  component: PricingPage,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: { currency: 'USD' },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hrefs = within(canvasElement)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(['/signup', '/signup', '/signup', '/contact']);
  },
};

/** The same plans priced in euros: the locale decides symbol and placement. */
export const InEuros: Story = { args: { currency: 'EUR' } };
