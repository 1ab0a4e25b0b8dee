import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { withInertLinks } from '../_internal/InertLink';
import { AboutPage } from './AboutPage';

const meta = {
  title: 'Marketing/AboutPage',
  tags: ['stable'],
  component: AboutPage,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: { urls: publicUrls },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the product offers, how its questions are written, the report-a-problem loop and the mission. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/articles']);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};
