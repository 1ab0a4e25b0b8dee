import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '../../provider/UiProvider';
import { renderWithUi } from '../../test/renderWithUi';
import { SignUpForm } from './SignUpForm';

async function fill(password: string, confirmation: string) {
  await userEvent.click(screen.getByLabelText(/^(first name|prénom)$/i));
  await userEvent.paste('Jane');
  await userEvent.click(screen.getByLabelText(/^(last name|nom)$/i));
  await userEvent.paste('Doe');
  await userEvent.click(screen.getByLabelText(/^email$/i));
  await userEvent.paste('jane@example.com');
  await userEvent.click(screen.getByLabelText(/^(password|mot de passe)$/i));
  await userEvent.paste(password);
  await userEvent.click(screen.getByLabelText(/^(confirm password|confirmez le mot de passe)$/i));
  await userEvent.paste(confirmation);
}

describe('SignUpForm', () => {
  it.each([
    ['en', 'Create account', 'Passwords do not match.', 'You must agree to the terms.'],
    [
      'fr',
      'Créer mon compte',
      'Les mots de passe ne correspondent pas.',
      'Vous devez accepter les conditions.',
    ],
  ] as const)(
    'checks the confirmation and the terms before any call (%s)',
    async (locale, submit, mismatch, terms) => {
      const onSubmit = vi.fn();
      renderWithUi(
        <SignUpForm loginUrl="/login" termsUrl="/terms" privacyUrl="/privacy" onSubmit={onSubmit} />,
        { locale },
      );
      await fill('kafka-rocks', 'kafka-rolls');
      await userEvent.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(mismatch)).toBeInTheDocument();
      expect(screen.getByText(terms)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['en', 'Password must be at least 8 characters.', 'Use at least 8 characters.'],
    ['fr', 'Le mot de passe doit contenir au moins 8 caractères.', 'Utilisez au moins 8 caractères.'],
  ] as const)('applies the 8-character rule its hint announces (%s)', async (locale, error, hint) => {
    renderWithUi(
      <SignUpForm loginUrl="/login" termsUrl="/terms" privacyUrl="/privacy" onSubmit={vi.fn()} />,
      { locale },
    );
    const password = screen.getByLabelText(/^(password|mot de passe)$/i);
    expect(screen.getByText(hint)).toBeInTheDocument();
    await userEvent.click(password);
    await userEvent.paste('1234567');
    await userEvent.tab();
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(`${error} ${hint}`);
  });

  it('sends the four server fields once everything is valid', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(
      <SignUpForm loginUrl="/login" termsUrl="/terms" privacyUrl="/privacy" onSubmit={onSubmit} />,
    );
    await fill('kafka-rocks', 'kafka-rocks');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        password: 'kafka-rocks',
      }),
    );
  });

  it.each([
    ['en', 'This email is already in use.'],
    ['fr', 'Cet email est déjà utilisé.'],
  ] as const)(
    'marks the email field when it is in use (%s) until the email changes',
    async (locale, text) => {
      renderWithUi(
        <SignUpForm
          loginUrl="/login"
          termsUrl="/terms"
          privacyUrl="/privacy"
          onSubmit={vi.fn()}
          emailInUse
          initialValues={{ email: 'jane@example.com' }}
        />,
        {
          locale,
        },
      );
      const email = screen.getByLabelText(/^email$/i);
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription(text);
      await userEvent.click(email);
      await userEvent.paste('x');
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    },
  );

  it('shows other errors as an alert, the busy label and the links', () => {
    renderWithUi(
      <SignUpForm
        loginUrl="/login"
        termsUrl="/terms"
        privacyUrl="/privacy"
        onSubmit={vi.fn()}
        submitError="Service unavailable"
        isSubmitting
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('posts to its action without JavaScript, with a plain terms box standing in for the one the app draws', () => {
    const html = renderToString(
      <UiProvider locale="en" appearance="light">
        <SignUpForm
          loginUrl="/login"
          termsUrl="/terms"
          privacyUrl="/privacy"
          onSubmit={vi.fn()}
          action="/signup"
        />
      </UiProvider>,
    );
    expect(html).toMatch(/<form [^>]*action="\/signup" method="post"/);
    for (const name of ['firstName', 'lastName', 'email', 'password', 'confirmPassword'])
      expect(html).toContain(`name="${name}"`);
    // Without JavaScript: the plain box first in the label, the Radix one (a button) hidden.
    expect(html).toMatch(
      /<label[^>]*>.*?<noscript><style>\[data-terms-box\]\{display:none\}<\/style><input type="checkbox" [^>]*name="agreedToTerms"/s,
    );
    expect(html).toMatch(/<button [^>]*role="checkbox"[^>]*data-terms-box=""/);
  });
});
