import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { withInertLinks } from '../_internal/InertLink';
import { HomePage } from './HomePage';

const meta = {
  title: 'Marketing/HomePage',
  tags: ['stable'],
  component: HomePage,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: { urls: publicUrls },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const hrefs = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(['/signup', '/articles', '/signup', '/articles']);
  },
};
