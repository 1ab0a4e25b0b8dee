import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ChangePasswordForm } from './ChangePasswordForm';

const fields = (locale: 'en' | 'fr') =>
  locale === 'en'
    ? { next: 'New password', confirm: 'Confirm new password', submit: 'Change password' }
    : {
        next: 'Nouveau mot de passe',
        confirm: 'Confirmez le nouveau mot de passe',
        submit: 'Changer le mot de passe',
      };

describe('ChangePasswordForm', () => {
  it.each([
    ['en', 'Passwords do not match.'],
    ['fr', 'Les mots de passe ne correspondent pas.'],
  ] as const)('refuses different passwords without a call (%s)', async (locale, text) => {
    const onSubmit = vi.fn();
    const f = fields(locale);
    renderWithUi(<ChangePasswordForm dashboardUrl="/dashboard" onSubmit={onSubmit} />, { locale });
    await userEvent.click(screen.getByLabelText(f.next));
    await userEvent.paste('kafka-rocks');
    await userEvent.click(screen.getByLabelText(f.confirm));
    await userEvent.paste('kafka-rolls');
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the 8-character rule of its hint', async () => {
    renderWithUi(<ChangePasswordForm dashboardUrl="/dashboard" onSubmit={vi.fn()} />);
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('New password'));
    await userEvent.paste('abc');
    await userEvent.tab();
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('has a named, pressed-state toggle per field', async () => {
    renderWithUi(<ChangePasswordForm dashboardUrl="/dashboard" onSubmit={vi.fn()} />);
    const showNew = screen.getByRole('button', { name: 'Show new password' });
    const showConfirm = screen.getByRole('button', { name: 'Show password confirmation' });
    await userEvent.click(showNew);
    expect(showNew).toHaveAttribute('aria-pressed', 'true');
    expect(showConfirm).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it('shows the success view with Continue to Dashboard after saving', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<ChangePasswordForm dashboardUrl="/dashboard" onSubmit={onSubmit} />);
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByLabelText('New password'));
    await userEvent.paste('kafka-rocks');
    await userEvent.click(screen.getByLabelText('Confirm new password'));
    await userEvent.paste('kafka-rocks');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'kafka-rocks' });
    expect(await screen.findByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it.each([
    ['en', 'Sign out', 'Back to dashboard'],
    ['fr', 'Se déconnecter', 'Retour au tableau de bord'],
  ] as const)(
    'offers Sign out instead of the dashboard while the change is forced (%s)',
    async (locale, signOut, back) => {
      const onSignOut = vi.fn();
      renderWithUi(
        <ChangePasswordForm dashboardUrl="/dashboard" onSubmit={vi.fn()} onSignOut={onSignOut} />,
        { locale },
      );
      expect(screen.queryByRole('link', { name: back })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: signOut }));
      expect(onSignOut).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['en', 'Send a new temporary password'],
    ['fr', 'Envoyer un nouveau mot de passe temporaire'],
  ] as const)('offers a new temporary password only when asked to (%s)', async (locale, label) => {
    const onRequestNewPassword = vi.fn();
    const { rerender } = renderWithUi(<ChangePasswordForm dashboardUrl="/dashboard" onSubmit={vi.fn()} />, {
      locale,
    });
    expect(screen.queryByRole('button', { name: label })).toBeNull();
    rerender(
      <ChangePasswordForm
        dashboardUrl="/dashboard"
        onSubmit={vi.fn()}
        onRequestNewPassword={onRequestNewPassword}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(onRequestNewPassword).toHaveBeenCalledTimes(1);
  });
});
