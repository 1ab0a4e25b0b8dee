import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '../../provider/UiProvider';
import { renderWithUi } from '../../test/renderWithUi';
import { VerifyEmailForm } from './VerifyEmailForm';

const setup = (props: Partial<Parameters<typeof VerifyEmailForm>[0]> = {}, locale: 'en' | 'fr' = 'en') => {
  const onSubmit = vi.fn(async () => undefined);
  const onResend = vi.fn(async () => undefined);
  renderWithUi(
    <VerifyEmailForm
      signupUrl="/signup"
      email="jane@example.com"
      onSubmit={onSubmit}
      onResend={onResend}
      {...props}
    />,
    {
      locale,
    },
  );
  return { onSubmit, onResend, field: screen.getByRole('textbox') };
};

describe('VerifyEmailForm', () => {
  it('shows where the code went and offers a one-time-code numeric input', () => {
    const { field } = setup();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('link', { name: 'Back to signup' })).toHaveAttribute('href', '/signup');
  });

  it('keeps Verify Email disabled until six digits are typed, keeping digits only', async () => {
    const { field, onSubmit } = setup();
    const verify = screen.getByRole('button', { name: 'Verify Email' });
    await userEvent.type(field, '12a34');
    expect(field).toHaveValue('1234');
    expect(verify).toBeDisabled();
    fireEvent.change(field, { target: { value: '12-34 56 78' } });
    expect(field).toHaveValue('123456');
    expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '123456' }));
  });

  it.each([
    ['en', 'Please enter the 6 digits of the code.'],
    ['fr', 'Veuillez saisir les 6 chiffres du code.'],
  ] as const)('asks for the six digits when the field is left incomplete (%s)', async (locale, text) => {
    const { field } = setup({}, locale);
    await userEvent.type(field, '123');
    await userEvent.tab();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows Verifying… while busy and the refusal as an alert', () => {
    setup({ isSubmitting: true, submitError: 'Invalid code.' });
    expect(screen.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid code.');
  });

  it('resends with its own busy state, then confirms in French', async () => {
    let resolve = () => {};
    const onResend = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    setup({ onResend }, 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(screen.getByRole('button', { name: 'Envoi…' })).toBeDisabled();
    resolve();
    expect(await screen.findByText('Code renvoyé à votre adresse email.')).toBeInTheDocument();
  });

  it('says when resending failed', async () => {
    setup({ onResend: vi.fn(() => Promise.reject(new Error('x'))) });
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to send the code.')).toBeInTheDocument();
  });

  it('posts to its action without JavaScript: Verify enabled in the HTML, the address with the code when known', () => {
    const html = (email: string) =>
      renderToString(
        <UiProvider locale="en" appearance="light">
          <VerifyEmailForm
            signupUrl="/signup"
            email={email}
            onSubmit={async () => undefined}
            onResend={async () => undefined}
            action="/verify"
          />
        </UiProvider>,
      );
    const known = html('jane@example.com');
    expect(known).toMatch(/<form [^>]*action="\/verify" method="post"/);
    expect(known).toContain('<input type="hidden" name="email" value="jane@example.com"/>');
    expect(known).toMatch(/<button [^>]*type="submit"(?![^>]*disabled)[^>]*>/);
    // A pre-rendered page does not know the address: it says so in other words, and posts the code alone.
    const unknown = html('');
    expect(unknown).not.toContain('name="email"');
    expect(unknown).toContain('We sent a 6-digit code to the address you signed up with.');
  });

  it('resends through its form without JavaScript: a submit with intent=resend that skips the code check', () => {
    const html = renderToString(
      <UiProvider locale="en" appearance="light">
        <VerifyEmailForm
          signupUrl="/signup"
          email=""
          onSubmit={async () => undefined}
          onResend={async () => undefined}
          action="/verify"
        />
      </UiProvider>,
    );
    const resend = /<button [^>]*>(?:(?!<\/button>).)*Resend code<\/button>/.exec(html)?.[0] ?? '';
    expect(resend).toMatch(/type="submit"/);
    expect(resend).toMatch(/name="intent"/);
    expect(resend).toMatch(/value="resend"/);
    expect(resend).toMatch(/formNoValidate=""/);
  });

  it('is a plain button once the app runs, and says so when the server already sent a new code', () => {
    const { onResend } = setup({ action: '/verify', resent: true });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toHaveAttribute('type', 'button');
    expect(screen.getByRole('status')).toHaveTextContent('Code resent to your email address.');
    expect(onResend).not.toHaveBeenCalled();
  });

  it('says where the code went in other words when the address is not known, in French too', () => {
    setup({ email: '' }, 'fr');
    expect(
      screen.getByText("Nous avons envoyé un code à 6 chiffres à l'adresse de votre inscription."),
    ).toBeVisible();
  });
});
