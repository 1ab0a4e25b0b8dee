import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Account/LoginPage',
  tags: ['stable'],
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(async () => undefined),
    isSessionLoading: false,
    urls: { forgotPassword: '/forgot-password', signup: '/signup' },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/email/i), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText(/^(password|mot de passe)$/i), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: /sign in|se connecter/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'secret-pass' });
  },
};

export const SessionLoading: Story = { args: { isSessionLoading: true } };

export const SigningIn: Story = {
  args: { isSubmitting: true, initialValues: { email: 'jane@example.com', password: 'secret-pass' } },
};

export const LoginFailed: Story = {
  args: {
    submitError: 'Invalid email or password.',
    initialValues: { email: 'jane@example.com' },
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /sign in|se connecter/i }));
    await expect(await canvas.findByText(/email is required|l'email est requis/i)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Demo mode: "Continue with the demo identity provider" above the form. */
export const WithDemoProvider: Story = {
  args: { providers: [{ id: 'demo', href: '/elearning/api/auth/identity/demo/start' }] },
};
