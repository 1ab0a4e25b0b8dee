import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppearanceToggle } from './AppearanceToggle';

const meta = {
  title: 'Components/AppearanceToggle',
  tags: ['stable'],
  component: AppearanceToggle,
  args: { preference: 'light', appearance: 'light', onPreferenceChange: fn() },
} satisfies Meta<typeof AppearanceToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { args: { preference: 'dark', appearance: 'dark' } };

/** Following the system, which shows dark: the icon follows what is shown, the menu checks System. */
export const SystemShowingDark: Story = { args: { preference: 'system', appearance: 'dark' } };

export const Large: Story = { args: { size: '3' } };

export const Open: Story = {
  args: { preference: 'system' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /theme|thème/i }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findAllByRole('menuitemradio')).toHaveLength(3);
  },
};

export const PicksDark: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /theme|thème/i }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemradio', { name: /dark|sombre/i }));
    await expect(args.onPreferenceChange).toHaveBeenCalledWith('dark');
  },
};
