import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { AccountMenu } from './AccountMenu';

const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('AccountMenu', () => {
  it('shows the initials, names the trigger, and offers Settings and Logout', async () => {
    const onLogout = vi.fn();
    renderWithUi(<AccountMenu user={user} settingsUrl="/s" onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/s');
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('adds Dashboard when given its URL, in French for French readers', async () => {
    renderWithUi(<AccountMenu user={user} settingsUrl="/s" dashboardUrl="/d" onLogout={() => {}} />, {
      locale: 'fr',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Menu du compte' }));
    expect(await screen.findByRole('menuitem', { name: 'Tableau de bord' })).toHaveAttribute('href', '/d');
    expect(screen.getByRole('menuitem', { name: 'Se déconnecter' })).toBeInTheDocument();
  });
});
