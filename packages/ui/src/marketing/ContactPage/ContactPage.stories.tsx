import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactPage } from './ContactPage';

const meta = {
  title: 'Marketing/ContactPage',
  tags: ['stable'],
  component: ContactPage,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(new Set(titles).size).toBe(4);
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const SubmitError: Story = { args: { submitError: 'Failed to send message' } };

export const OtherSupportDetails: Story = {
  args: { supportEmail: 'formation-kafka.support@entreprise-exemple.fr' },
};
