import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignUpForm } from './SignUpForm';

const filled = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' };

const meta = {
  title: 'Account/SignUpForm',
  tags: ['stable'],
  component: SignUpForm,
  args: {
    onSubmit: fn(async () => undefined),
    loginUrl: '/login',
    termsUrl: '/terms',
    privacyUrl: '/privacy',
  },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^(password|mot de passe)$/i), 'short');
    await userEvent.type(canvas.getByLabelText(/^(confirm password|confirmez le mot de passe)$/i), 'other');
    await userEvent.click(canvas.getByRole('button', { name: /create account|créer mon compte/i }));
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailInUse: Story = { args: { emailInUse: true, initialValues: filled } };

export const OtherError: Story = {
  args: { submitError: 'The service is unavailable. Please try again later.', initialValues: filled },
};

export const Redirecting: Story = { args: { isSubmitting: true, initialValues: filled } };

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^(first name|prénom)$/i), 'Jane');
    await userEvent.type(canvas.getByLabelText(/^(last name|nom)$/i), 'Doe');
    await userEvent.type(canvas.getByLabelText(/^email$/i), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText(/^(password|mot de passe)$/i), 'kafka-rocks');
    await userEvent.type(
      canvas.getByLabelText(/^(confirm password|confirmez le mot de passe)$/i),
      'kafka-rocks',
    );
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /create account|créer mon compte/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'kafka-rocks',
    });
  },
};

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
