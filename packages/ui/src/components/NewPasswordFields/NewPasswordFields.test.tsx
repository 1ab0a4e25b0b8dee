import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { NewPasswordFormExample } from './NewPasswordFormExample';

const setup = (
  props: Partial<Parameters<typeof NewPasswordFormExample>[0]> = {},
  locale: 'en' | 'fr' = 'en',
) => {
  const onSubmit = vi.fn();
  renderWithUi(<NewPasswordFormExample onSubmit={onSubmit} submitLabel="OK" {...props} />, { locale });
  return onSubmit;
};

describe('NewPasswordFields', () => {
  it.each([
    ['change', 'en', 'New password', 'Confirm new password', 'Show new password'],
    ['create', 'en', 'Password', 'Confirm password', 'Show password'],
    [
      'change',
      'fr',
      'Nouveau mot de passe',
      'Confirmez le nouveau mot de passe',
      'Afficher le nouveau mot de passe',
    ],
    ['create', 'fr', 'Mot de passe', 'Confirmez le mot de passe', 'Afficher le mot de passe'],
  ] as const)('labels the %s variant (%s)', (variant, locale, password, confirmation, show) => {
    setup({ variant }, locale);
    expect(screen.getByLabelText(password)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(confirmation)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: show })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the length hint from the same rule as the check', async () => {
    const onSubmit = setup();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Passwords do not match.'],
    ['fr', 'Les mots de passe ne correspondent pas.'],
  ] as const)('refuses a different confirmation (%s)', async (locale, text) => {
    const onSubmit = setup({}, locale);
    const [first, second] = document.querySelectorAll('input');
    await userEvent.type(first!, 'long enough 1');
    await userEvent.type(second!, 'long enough 2');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits equal passwords under the given field names', async () => {
    const onSubmit = setup({ variant: 'create', names: { password: 'password', confirmation: 'again' } });
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough 1');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ password: 'long enough 1', again: 'long enough 1' }),
    );
  });
});
