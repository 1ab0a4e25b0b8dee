import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { LoginForm } from './LoginForm';

const urls = { forgotPassword: '/forgot-password', signup: '/signup' };

describe('LoginForm', () => {
  it('submits the trimmed email and the password', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<LoginForm urls={urls} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.paste(' jane@example.com ');
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'secret-pass' }),
    );
  });

  it('uses an email input and links to password reset and sign-up', () => {
    renderWithUi(<LoginForm urls={urls} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it.each([
    ['en', 'Sign in', 'Email is required.', 'Password is required.'],
    ['fr', 'Se connecter', "L'email est requis.", 'Le mot de passe est requis.'],
  ] as const)(
    'requires both fields in %s without calling onSubmit',
    async (locale, submit, email, password) => {
      const onSubmit = vi.fn();
      renderWithUi(<LoginForm urls={urls} onSubmit={onSubmit} />, { locale });
      await userEvent.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(email)).toBeInTheDocument();
      expect(screen.getByText(password)).toBeInTheDocument();
      expect(screen.getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('shows the busy label and the submit error', () => {
    renderWithUi(<LoginForm urls={urls} onSubmit={vi.fn()} isSubmitting submitError="Bad credentials" />);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Bad credentials');
  });

  it('names the show-password toggle and reports its pressed state', async () => {
    renderWithUi(<LoginForm urls={urls} onSubmit={vi.fn()} />, { locale: 'fr' });
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'text');
  });
});
