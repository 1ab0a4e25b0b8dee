import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageMenu } from './LanguageMenu';

const meta = {
  title: 'Components/LanguageMenu',
  tags: ['stable'],
  component: LanguageMenu,
  args: { locale: 'en', onLocaleChange: fn() },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Code: Story = {};

export const Name: Story = { args: { label: 'name' } };

export const French: Story = { args: { locale: 'fr' } };

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /language|langue/i }));
    const item = await within(canvasElement.ownerDocument.body).findByRole('menuitemradio', {
      name: 'English',
    });
    await expect(item).toHaveAttribute('aria-checked', 'true');
  },
};

export const PicksFrench: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /language|langue/i }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('menuitemradio', { name: 'Français' }),
    );
    await expect(args.onLocaleChange).toHaveBeenCalledWith('fr');
  },
};
