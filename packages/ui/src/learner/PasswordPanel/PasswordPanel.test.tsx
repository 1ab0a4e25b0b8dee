import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { PasswordPanel } from './PasswordPanel';

async function fill(current: string, next: string, confirm: string, fr = false) {
  await userEvent.click(screen.getByLabelText(fr ? 'Mot de passe actuel' : 'Current password'));
  await userEvent.paste(current);
  await userEvent.click(screen.getByLabelText(fr ? 'Nouveau mot de passe' : 'New password'));
  await userEvent.paste(next);
  await userEvent.click(
    screen.getByLabelText(fr ? 'Confirmez le nouveau mot de passe' : 'Confirm new password'),
  );
  await userEvent.paste(confirm);
}

describe('PasswordPanel', () => {
  it('opens and closes with its toggle, clearing the fields', async () => {
    renderWithUi(<PasswordPanel onSubmit={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Change Password' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByLabelText('Current password'));
    await userEvent.paste('secret');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it.each([
    ['en', 'Update Password', 'Passwords do not match.'],
    ['fr', 'Mettre à jour le mot de passe', 'Les mots de passe ne correspondent pas.'],
  ] as const)('refuses different passwords without a call (%s)', async (locale, submit, mismatch) => {
    const onSubmit = vi.fn();
    renderWithUi(<PasswordPanel onSubmit={onSubmit} defaultOpen />, { locale });
    await fill('old-secret', 'kafka-rocks', 'kafka-rolls', locale === 'fr');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(mismatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the 8-character rule to the new password', async () => {
    renderWithUi(<PasswordPanel onSubmit={vi.fn()} defaultOpen />);
    await fill('old', 'short', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('sends current and new passwords, then closes with a confirmation', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<PasswordPanel onSubmit={onSubmit} defaultOpen />);
    await fill('old', 'kafka-rocks', 'kafka-rocks');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'old', newPassword: 'kafka-rocks' }),
    );
    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('stays open with the error when the change fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('x')));
    renderWithUi(<PasswordPanel onSubmit={onSubmit} defaultOpen submitError="Wrong password" />);
    await fill('old', 'kafka-rocks', 'kafka-rocks');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
  });
});
