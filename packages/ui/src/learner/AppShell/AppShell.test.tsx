import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { AppShell, type AppShellProps } from './AppShell';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const user = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' };

function setup(props: Partial<AppShellProps> = {}, locale: 'en' | 'fr' = 'en') {
  const handlers = { onLocaleChange: vi.fn(), onAppearancePreferenceChange: vi.fn(), onLogout: vi.fn() };
  renderWithUi(
    <AppShell
      urls={sampleLearnerUrls}
      currentPath="/dashboard"
      user={user}
      locale={locale}
      appearance="light"
      {...handlers}
      {...props}
    >
      <h1>Content</h1>
    </AppShell>,
    { locale },
  );
  return handlers;
}

describe('AppShell', () => {
  it('marks only the item the path is under as the current page', () => {
    setup({ currentPath: '/tests/results/7' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tests' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Dashboard', 'Orders', 'Settings']) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });

  it('has a skip link to the main landmark and a brand link to the dashboard', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: /Kafka Learning/ })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the initials and offers Settings and Logout in the account menu', async () => {
    const { onLogout } = setup();
    expect(await screen.findByText('JD')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('switches language from the language menu, in French', async () => {
    const { onLocaleChange } = setup({}, 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Langue\u00a0: Français' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(onLocaleChange).toHaveBeenCalledWith('en');
  });

  it('picks the theme from a menu that checks the stored preference', async () => {
    const { onAppearancePreferenceChange } = setup({ appearance: 'dark', appearancePreference: 'system' });
    await userEvent.click(screen.getByRole('button', { name: 'Theme: System' }));
    expect(await screen.findByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(onAppearancePreferenceChange).toHaveBeenCalledWith('light');
  });

  it('opens the drawer with the same menu and closes it when a link is chosen', async () => {
    setup({ currentPath: '/orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
