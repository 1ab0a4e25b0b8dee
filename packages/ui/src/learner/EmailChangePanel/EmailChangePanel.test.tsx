import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { EmailChangePanel, type EmailChangePanelProps } from './EmailChangePanel';
import { isSameEmail } from './sameEmail';

const setup = (props: Partial<EmailChangePanelProps> = {}, locale: 'en' | 'fr' = 'en') => {
  const onRequestCode = vi.fn(async () => undefined);
  const onVerify = vi.fn(async () => undefined);
  renderWithUi(
    <EmailChangePanel
      currentEmail="jane@example.com"
      onRequestCode={onRequestCode}
      onVerify={onVerify}
      {...props}
    />,
    { locale },
  );
  return {
    onRequestCode,
    onVerify,
    field: screen.getByRole('textbox', { name: locale === 'en' ? 'Email address' : 'Adresse email' }),
  };
};

async function typeEmail(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

describe('isSameEmail', () => {
  it('ignores case and surrounding whitespace', () => {
    expect(isSameEmail('  Jane@Example.COM ', 'jane@example.com')).toBe(true);
    expect(isSameEmail('jane@example.org', 'jane@example.com')).toBe(false);
  });
});

describe('EmailChangePanel', () => {
  it('keeps Send Code disabled while the email equals the original', async () => {
    const { field } = setup();
    const send = screen.getByRole('button', { name: 'Send Code' });
    expect(send).toBeDisabled();
    await typeEmail(field, ' JANE@example.com  ');
    expect(send).toBeDisabled();
    await typeEmail(field, 'jane@new.com');
    expect(send).toBeEnabled();
  });

  it.each([
    ['en', 'Send Code', 'Send the code', 'Password is required.'],
    ['fr', 'Envoyer le code', 'Confirmer et envoyer', 'Le mot de passe est requis.'],
  ] as const)('needs the current password in the dialog (%s)', async (locale, send, confirm, required) => {
    const { field, onRequestCode } = setup({}, locale);
    await typeEmail(field, 'jane@new.com');
    await userEvent.click(screen.getByRole('button', { name: send }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await within(dialog).findByText(required)).toBeInTheDocument();
    expect(onRequestCode).not.toHaveBeenCalled();
  });

  it('requests the code, then verifies it and confirms', async () => {
    const { field, onRequestCode, onVerify } = setup();
    await typeEmail(field, 'jane@new.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Current password'));
    await userEvent.paste('secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    expect(onRequestCode).toHaveBeenCalledWith({ newEmail: 'jane@new.com', currentPassword: 'secret' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Verification code sent to the new email.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Verification code'));
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).toHaveBeenCalledWith({ newEmail: 'jane@new.com', code: '123456' });
    expect(await screen.findByText('Email updated successfully.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the error when sending fails', async () => {
    const onRequestCode = vi.fn(() => Promise.reject(new Error('x')));
    const { field } = setup({ onRequestCode, requestError: 'Wrong password' });
    await typeEmail(field, 'jane@new.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Current password'));
    await userEvent.paste('bad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(onRequestCode).toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toHaveTextContent('Wrong password');
  });

  it('shows the refused code on the code step', () => {
    renderWithUi(
      <EmailChangePanel
        currentEmail="a@b.c"
        pendingEmail="jane@new.com"
        verifyError="Invalid code."
        onRequestCode={vi.fn()}
        onVerify={vi.fn()}
      />,
    );
    expect(screen.getByText('jane@new.com')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid code.');
  });
});
