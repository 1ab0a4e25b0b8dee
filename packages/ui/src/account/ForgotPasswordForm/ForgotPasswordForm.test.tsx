import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ForgotPasswordForm } from './ForgotPasswordForm';

describe('ForgotPasswordForm', () => {
  it('shows Check your email after a successful request, and returns to the form to retry', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<ForgotPasswordForm loginUrl="/login" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.paste('jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a temporary password' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Try another address' }));
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
  });

  it('posts to its action, and after a post says "that address" with a link back to the form', async () => {
    const { container, unmount } = renderWithUi(
      <ForgotPasswordForm loginUrl="/login" onSubmit={vi.fn()} action="/fr/forgot-password" />,
    );
    expect(container.querySelector('form')).toHaveAttribute('action', '/fr/forgot-password');
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    unmount();
    renderWithUi(
      <ForgotPasswordForm loginUrl="/login" onSubmit={vi.fn()} action="/fr/forgot-password" sentTo="" />,
    );
    expect(screen.getByText(/If an account exists for that address/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Try another address' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('stays on the form when the request fails and shows the error', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('x')));
    const { rerender } = renderWithUi(<ForgotPasswordForm loginUrl="/login" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.paste('jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a temporary password' }));
    rerender(
      <ForgotPasswordForm
        loginUrl="/login"
        onSubmit={onSubmit}
        submitError="Unable to send a temporary password. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to send a temporary password. Please try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Send a temporary password', 'Enter a valid email address.'],
    ['fr', 'Recevoir un mot de passe temporaire', 'Saisissez une adresse email valide.'],
  ] as const)('checks the address (%s)', async (locale, submit, error) => {
    const onSubmit = vi.fn();
    renderWithUi(<ForgotPasswordForm loginUrl="/login" onSubmit={onSubmit} />, { locale });
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.paste('jane@');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
