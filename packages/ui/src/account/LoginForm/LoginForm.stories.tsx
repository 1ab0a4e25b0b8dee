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

/** Google, Microsoft and GitHub configured: their buttons above the form. */
export const WithProviders: Story = {
  args: {
    providers: [
      { id: 'google', href: '/elearning/api/auth/identity/google/start' },
      { id: 'microsoft', href: '/elearning/api/auth/identity/microsoft/start' },
      { id: 'github', href: '/elearning/api/auth/identity/github/start' },
    ],
  },
};

/** Demo mode: the local demo identity provider. */
export const WithDemoProvider: Story = {
  args: { providers: [{ id: 'demo', href: '/elearning/api/auth/identity/demo/start' }] },
};

/** Back from Google with the email of an existing account: the password links it (no buttons then). */
export const LinkingProvider: Story = {
  args: {
    linkProvider: 'google',
    initialValues: { email: 'jane@example.com' },
    providers: [{ id: 'google', href: '/elearning/api/auth/identity/google/start' }],
  },
};

/** The provider's answer failed a check: the reason in the alert, the buttons to try again. */
export const ProviderRefused: Story = {
  args: {
    submitError: 'The identity provider could not confirm who you are. Try again.',
    providers: [{ id: 'github', href: '/elearning/api/auth/identity/github/start' }],
  },
};
