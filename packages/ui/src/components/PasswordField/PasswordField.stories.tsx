import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withForm } from '../FormShell/withForm';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  tags: ['stable'],
  component: PasswordField,
  decorators: [withForm],
  parameters: { initialValues: { password: 'correct horse' } },
  args: { name: 'password', label: 'Password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /show|afficher/i }));
    await expect(canvas.getByRole('textbox')).toHaveAttribute('type', 'text');
  },
};

export const WithHintAndOwnToggleName: Story = {
  args: { hint: 'Use at least 8 characters.', toggleLabel: 'Show new password', label: 'New password' },
};

export const Invalid: Story = {
  parameters: { initialTouched: { password: true }, initialErrors: { password: 'Password is required.' } },
};
