import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { LinkContext } from '../../provider/LinkContext';
import { renderWithUi } from '../../test/renderWithUi';
import { InertLink } from '../_internal/InertLink';
import { isActivePath, navLinks, type TopNavUrls } from './navItems';
import { createIntl } from 'react-intl';
import { TopNav, type TopNavProps } from './TopNav';
import { publicUrls } from '../_internal/storyUrls.fixtures';

function renderNav(props: Partial<TopNavProps> = {}, locale: 'en' | 'fr' = 'en') {
  const handlers = { onLocaleChange: vi.fn(), onAppearancePreferenceChange: vi.fn() };
  const ui: ReactElement = (
    <LinkContext.Provider value={InertLink}>
      <TopNav currentPath="/" locale={locale} appearance="light" urls={publicUrls} {...handlers} {...props} />
    </LinkContext.Provider>
  );
  renderWithUi(ui, { locale });
  return handlers;
}

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/about', '/', false],
    ['/about', '/about', true],
    ['/about/team', '/about', true],
    ['/about/', '/about', true],
    ['/articles?page=2', '/articles', true],
    ['/aboutus', '/about', false],
    ['/login', '/pricing', false],
  ])('path %s against link %s is %s', (path, link, expected) => {
    expect(isActivePath(path, link)).toBe(expected);
  });

  it('keeps a home link at another address (the French /fr) to that page alone', () => {
    const urls = {
      home: '/fr',
      about: '/fr/about',
      articles: '/fr/articles',
      contact: '/fr/contact',
      pricing: '/fr/pricing',
    };
    const intl = createIntl({ locale: 'fr', defaultLocale: 'en' });
    const active = (path: string) =>
      navLinks(urls as TopNavUrls, path, intl)
        .filter((link) => link.active)
        .map((link) => link.url);
    expect(active('/fr/about')).toEqual(['/fr/about']);
    expect(active('/fr')).toEqual(['/fr']);
    expect(active('/fr/')).toEqual(['/fr']);
  });
});

describe('TopNav', () => {
  // jsdom ignores container queries, so the wide-only bar links count as hidden here.
  it('marks only the matching link as the current page', () => {
    renderNav({ currentPath: '/articles/kafka-basics' });
    const nav = screen.getByRole('navigation', { hidden: true });
    const current = within(nav).getAllByRole('link', { current: 'page', hidden: true });
    expect(current.map((a) => a.textContent)).toEqual(['Articles']);
  });

  it('offers light, dark and system in the theme menu, in French too', async () => {
    const { onAppearancePreferenceChange } = renderNav({ appearance: 'dark' }, 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Thème\u00a0: Sombre' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Système' }));
    expect(onAppearancePreferenceChange).toHaveBeenCalledWith('system');
  });

  it('links Login and Sign Up', () => {
    renderNav();
    expect(screen.getByText('Login').closest('a')).toHaveAttribute('href', '/login');
    expect(screen.getByText('Sign Up').closest('a')).toHaveAttribute('href', '/signup');
  });

  it('offers a signed-in visitor Dashboard and the account menu instead of Login and Sign Up', async () => {
    const onLogout = vi.fn();
    const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };
    renderNav({ account: { user, onLogout } }, 'fr');
    expect(screen.queryByText('Connexion')).not.toBeInTheDocument();
    expect(screen.queryByText("S'inscrire")).not.toBeInTheDocument();
    expect(screen.getByText('Tableau de bord').closest('a')).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Menu du compte', hidden: true }));
    expect(await screen.findByText('ada@example.org')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('calls onLocaleChange with the picked language', async () => {
    const { onLocaleChange } = renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    expect(onLocaleChange).toHaveBeenCalledWith('fr');
  });
});

describe('TopNav drawer', () => {
  async function openDrawer() {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    return screen.findByRole('dialog', { name: 'Menu' });
  }
  const expectClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  it('holds the five links, the current one marked, plus Login and Sign Up', async () => {
    renderNav({ currentPath: '/pricing' });
    const drawer = await openDrawer();
    const links = within(drawer).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Home',
      'About',
      'Articles',
      'Contact',
      'Pricing',
      'Login',
      'Sign Up',
    ]);
    expect(within(drawer).getByRole('link', { current: 'page' })).toHaveTextContent('Pricing');
  });

  it('holds Dashboard, Settings and Logout for a signed-in visitor', async () => {
    const onLogout = vi.fn();
    const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };
    renderNav({ account: { user, onLogout } });
    const drawer = await openDrawer();
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About', 'Articles', 'Contact', 'Pricing', 'Dashboard', 'Settings']);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('closes on the close button', async () => {
    renderNav();
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await expectClosed();
  });

  it('closes on an overlay click', async () => {
    renderNav();
    await openDrawer();
    await userEvent.click(screen.getByTestId('nav-drawer-overlay'));
    await expectClosed();
  });

  it('closes when a link is followed', async () => {
    renderNav();
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Contact' }));
    await expectClosed();
  });
});
