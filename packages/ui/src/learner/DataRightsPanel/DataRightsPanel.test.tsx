import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { DataRightsPanel } from './DataRightsPanel';

describe('DataRightsPanel', () => {
  it('offers the JSON download as a link', () => {
    renderWithUi(<DataRightsPanel exportHref="/api/export" onDelete={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Download my data (JSON)' });
    expect(link).toHaveAttribute('href', '/api/export');
    expect(link).toHaveAttribute('download', 'kafka-learning-data.json');
  });

  it('asks for the password before deleting, focusing it, and sends it', async () => {
    const onDelete = vi.fn(async () => undefined);
    renderWithUi(<DataRightsPanel exportHref="#" onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const password = screen.getByLabelText('Current password');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.type(password, 'my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(onDelete).toHaveBeenCalledWith({ currentPassword: 'my-password' });
  });

  it('says the subscription is cancelled first and shows a failure, in French', () => {
    renderWithUi(
      <DataRightsPanel
        exportHref="#"
        onDelete={vi.fn()}
        hasSubscription
        defaultOpen
        deleteError="Mot de passe incorrect."
      />,
      { locale: 'fr' },
    );
    expect(screen.getByText(/Votre abonnement Premium sera d’abord résilié/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Votre compte n’a pas été supprimé.');
    expect(screen.getByRole('link', { name: 'Télécharger mes données (JSON)' })).toBeInTheDocument();
  });
});
