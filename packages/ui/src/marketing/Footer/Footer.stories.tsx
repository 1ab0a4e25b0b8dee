import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withInertLinks } from '../_internal/InertLink';
import { Footer } from './Footer';
import { publicUrls } from '../_internal/storyUrls.fixtures';

const meta = {
  title: 'Marketing/Footer',
  tags: ['stable'],
  component: Footer,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  // The year is frozen so the screenshot does not change on New Year's Day.
  args: { urls: publicUrls, year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No social account given: no icons, and only links to pages that exist. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/articles',
      '/tps',
      '/pricing',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/privacy#privacy-cookies',
    ]);
  },
};

export const WithSocialLinks: Story = {
  args: {
    socialLinks: {
      github: 'https://github.com/apache/kafka',
      twitter: 'https://x.com/apachekafka',
      linkedin: 'https://www.linkedin.com/',
      discord: 'https://discord.com/',
    },
  },
};
