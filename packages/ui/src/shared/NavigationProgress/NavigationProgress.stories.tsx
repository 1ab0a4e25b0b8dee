import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavigationProgress } from './NavigationProgress';

const meta = {
  title: 'Shared/NavigationProgress',
  tags: ['stable'],
  component: NavigationProgress,
  args: { active: true, delay: 0 },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page on its way: the bar across the top of the window. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};
