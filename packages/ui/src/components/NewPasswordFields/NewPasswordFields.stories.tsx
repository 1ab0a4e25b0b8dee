import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPasswordFormExample } from './NewPasswordFormExample';

const meta = {
  title: 'Components/NewPasswordFields',
  tags: ['stable'],
  component: NewPasswordFormExample,
  args: { variant: 'change', onSubmit: fn(), submitLabel: 'OK' },
} satisfies Meta<typeof NewPasswordFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, password: string, confirmation: string) => {
  const [first, second] = canvasElement.querySelectorAll('input');
  if (password) await userEvent.type(first!, password);
  if (confirmation) await userEvent.type(second!, confirmation);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'OK' }));
};

/** Replacing a password: "New password" and "Confirm new password", with the length hint. */
export const Change: Story = {};

/** An account's first password (sign-up): "Password" and "Confirm password". */
export const Create: Story = {
  args: { variant: 'create', names: { password: 'password', confirmation: 'confirmPassword' } },
};

export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '', '');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^(Password is required\.|Le mot de passe est requis\.)$/),
    ).toBeVisible();
    await expect(canvas.getByText(/^(This field is required\.|Ce champ est obligatoire\.)$/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'short', 'short');
    await expect(
      await within(canvasElement).findByText(
        /^(Password must be at least 8 characters\.|Le mot de passe doit contenir au moins 8 caractères\.)$/,
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'long enough 1', 'long enough 2');
    await expect(
      await within(canvasElement).findByText(/Passwords do not match|ne correspondent pas/),
    ).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const [toggle] = within(canvasElement).getAllByRole('button', { pressed: false });
    await userEvent.click(toggle!);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'text');
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'long enough 1', 'long enough 1');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      newPassword: 'long enough 1',
      confirmPassword: 'long enough 1',
    });
  },
};
