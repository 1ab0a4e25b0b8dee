import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ContactForm } from './ContactForm';

const values = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Labs',
  message: 'Do labs need an install?',
};

async function fill(labels: { name: string; email: string; subject: string; message: string }, v = values) {
  await userEvent.type(screen.getByLabelText(labels.name), v.name);
  await userEvent.type(screen.getByLabelText(labels.email), v.email);
  await userEvent.type(screen.getByLabelText(labels.subject), v.subject);
  await userEvent.type(screen.getByLabelText(labels.message), v.message);
}

const en = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };
const fr = { name: 'Nom', email: 'Email', subject: 'Sujet', message: 'Message' };

describe('ContactForm validation', () => {
  it.each([
    [
      'en',
      en,
      'Send Message',
      ['Name is required', 'Email is required', 'Subject is required', 'Message is required'],
    ],
    [
      'fr',
      fr,
      'Envoyer le message',
      ['Le nom est requis', "L'email est requis", 'Le sujet est requis', 'Le message est requis'],
    ],
  ] as const)('shows every required message on submit (%s)', async (locale, labels, send, errors) => {
    const onSubmit = vi.fn();
    renderWithUi(<ContactForm onSubmit={onSubmit} />, { locale });
    expect(screen.queryByText(errors[0])).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: send }));
    await screen.findByText(errors[3]);
    for (const [index, label] of [labels.name, labels.email, labels.subject, labels.message].entries()) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(errors[index]);
    }
    expect(screen.getByLabelText(labels.name)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['en', en, 'Send Message', 'Invalid email address'],
    ['fr', fr, 'Envoyer le message', 'Adresse email invalide'],
  ] as const)('rejects a malformed email (%s)', async (locale, labels, send, error) => {
    renderWithUi(<ContactForm onSubmit={vi.fn()} />, { locale });
    await fill(labels, { ...values, email: 'ada@example' });
    await userEvent.click(screen.getByRole('button', { name: send }));
    await screen.findByText(error);
    expect(screen.getByLabelText(labels.email)).toHaveAccessibleDescription(error);
    expect(screen.getByLabelText(labels.email)).toHaveFocus();
  });

  it('does not check before the first submit, then clears errors as they are fixed', async () => {
    renderWithUi(<ContactForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
  });
});

describe('ContactForm sending', () => {
  it('is busy while sending, then empties the form and confirms', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithUi(<ContactForm onSubmit={onSubmit} />);
    await fill(en, { ...values, name: '  Ada  ' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(values);
    finish();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps the values when the send fails and shows the error as an alert', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('Failed to send message'));
    const { rerender } = renderWithUi(<ContactForm onSubmit={onSubmit} />);
    await fill(en);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(screen.getByLabelText('Message')).toHaveValue(values.message);
    rerender(<ContactForm onSubmit={onSubmit} submitError="Failed to send message" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error sending message Failed to send message');
    expect(screen.getByLabelText('Message')).toHaveValue(values.message);
  });

  it('shows the busy state when told to', () => {
    renderWithUi(<ContactForm onSubmit={vi.fn()} isSubmitting />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
  });

  it('starts confirmed for a message the server took before the app ran, and a new edit clears it', async () => {
    renderWithUi(<ContactForm onSubmit={vi.fn()} defaultSent method="post" action="/fr/contact" />);
    expect(screen.getByRole('status')).toHaveTextContent(/sent/i);
    expect(screen.getByRole('button', { name: 'Send Message' }).closest('form')).toHaveAttribute(
      'action',
      '/fr/contact',
    );
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
