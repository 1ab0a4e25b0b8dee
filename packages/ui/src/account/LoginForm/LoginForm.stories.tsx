import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Account/LoginForm',
  tags: ['stable'],
  component: LoginForm,
  args: {
    onSubmit: fn(async () => undefined),
    urls: { forgotPassword: '/forgot-password', signup: '/signup' },
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/email/i);
    await userEvent.type(email, 'not-an-email');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SigningIn: Story = {
  args: { isSubmitting: true, initialValues: { email: 'jane@example.com' } },
};

export const WithServerError: Story = { args: { submitError: 'Account locked. Try again in 10 minutes.' } };
