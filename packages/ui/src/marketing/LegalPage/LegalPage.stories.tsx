import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withInertLinks } from '../_internal/InertLink';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'Marketing/LegalPage',
  tags: ['stable'],
  component: LegalPage,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: { document: 'terms', urls: publicUrls },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: /privacy policy|politique de confidentialité/i }),
    ).toHaveAttribute('href', '/privacy');
  },
};

export const Privacy: Story = {
  args: { document: 'privacy' },
  play: async ({ canvasElement }) => {
    // The cookie list names every cookie the server sets and both stored preferences.
    const text = canvasElement.textContent ?? '';
    for (const name of ['SESSION', 'XSRF-TOKEN', 'DEVICE', 'language', 'theme']) {
      await expect(text).toContain(name);
    }
  },
};
