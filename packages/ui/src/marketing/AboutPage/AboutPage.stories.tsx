import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { withInertLinks } from '../_internal/InertLink';
import { AboutPage } from './AboutPage';

const meta = {
  title: 'Marketing/AboutPage',
  component: AboutPage,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: { urls: publicUrls },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four placeholder team members. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/courses']);
  },
};

export const CustomTeam: Story = {
  args: {
    team: [
      {
        name: 'Marie-Claire Dubois-Lefèvre',
        role: 'Principal Streaming Architect',
        experience: '15 years at scale',
      },
      { name: 'Li', role: 'Developer Advocate', experience: 'Kafka Summit speaker' },
    ],
  },
};
