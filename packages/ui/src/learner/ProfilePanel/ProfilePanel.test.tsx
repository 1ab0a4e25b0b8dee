import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ProfilePanel } from './ProfilePanel';

describe('ProfilePanel', () => {
  it('shows the initials and the read-only email, and promises no photo upload', async () => {
    renderWithUi(
      <ProfilePanel firstName="Jane" lastName="Doe" email="jane@example.com" onSubmit={vi.fn()} />,
    );
    expect(await screen.findByText('JD')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByText(/photo|JPG/i)).not.toBeInTheDocument();
  });

  it('saves changed names and confirms, in French', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<ProfilePanel firstName="Jane" lastName="Doe" email="j@e.com" onSubmit={onSubmit} />, {
      locale: 'fr',
    });
    const save = screen.getByRole('button', { name: 'Enregistrer les modifications' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Nom'));
    await userEvent.paste('-Martin');
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Jane', lastName: 'Doe-Martin' }));
    expect(await screen.findByText('Profil mis à jour avec succès.')).toBeInTheDocument();
  });

  it('shows the busy label and the failure', () => {
    renderWithUi(
      <ProfilePanel
        firstName="Jane"
        lastName="Doe"
        email="j@e.com"
        onSubmit={vi.fn()}
        isSubmitting
        submitError="Nope"
      />,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Nope');
  });
});
