import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withInertLinks } from '../_internal/InertLink';
import { TopNav } from './TopNav';
import { publicUrls } from '../_internal/storyUrls.fixtures';

// The bar lays out on its own width, so a narrow frame shows the small-screen layout at any viewport size.
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 375, minHeight: 480, border: '1px dashed var(--gray-a6)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Marketing/TopNav',
  tags: ['stable'],
  component: TopNav,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: {
    urls: publicUrls,
    currentPath: '/',
    locale: 'en',
    appearance: 'light',
    onLocaleChange: fn(),
    onAppearancePreferenceChange: fn(),
  },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    // Hidden too: below its wide width the bar shows the drawer button instead of the links.
    const current = within(canvasElement).getAllByRole('link', { current: 'page', hidden: true });
    await expect(current.map((a) => a.getAttribute('href'))).toEqual(['/']);
  },
};

export const NestedArticlePath: Story = {
  args: { currentPath: '/articles/kafka-basics' },
  play: async ({ canvasElement }) => {
    // Hidden too: below its wide width the bar shows the drawer button instead of the links.
    const current = within(canvasElement).getAllByRole('link', { current: 'page', hidden: true });
    await expect(current.map((a) => a.getAttribute('href'))).toEqual(['/articles']);
  },
};

export const NoActiveLink: Story = { args: { currentPath: '/login' } };

/** In dark mode the toggle offers the light theme; the menu shows French as the current language. */
export const OffersLightTheme: Story = { args: { appearance: 'dark', locale: 'fr' } };

export const ChangesLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Language|Langue)/ }));
    await userEvent.click(await page.findByRole('menuitemradio', { name: 'Français' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('fr');
  },
};

export const PicksAppearance: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /theme|thème/i }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('menuitemradio', { name: /dark|sombre/i }));
    await expect(args.onAppearancePreferenceChange).toHaveBeenCalledWith('dark');
  },
};

const account = {
  user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' },
  onLogout: fn(),
};

/** A signed-in visitor on a public page: Dashboard and the account menu replace Login and Sign Up. */
export const SignedIn: Story = {
  args: { account, currentPath: '/pricing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^(Login|Connexion)$/)).not.toBeInTheDocument();
    await expect(
      canvas.getAllByRole('link', { name: /dashboard|tableau de bord/i, hidden: true })[0],
    ).toHaveAttribute('href', '/dashboard');
  },
};

export const SignedInDrawerOpen: Story = {
  decorators: [narrow],
  args: { account },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).getByRole('button', { name: /logout|se déconnecter/i })).toBeVisible();
  },
};

export const SmallScreen: Story = { decorators: [narrow], args: { currentPath: '/pricing' } };

async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /menu/i }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

async function expectDrawerClosed(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
}

export const DrawerOpen: Story = {
  decorators: [narrow],
  args: { currentPath: '/contact' },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).getAllByRole('link')).toHaveLength(7);
  },
};

export const DrawerClosesOnOverlayClick: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
    await userEvent.click(within(canvasElement.ownerDocument.body).getByTestId('nav-drawer-overlay'));
    await expectDrawerClosed(canvasElement);
  },
};

export const DrawerClosesOnCloseButton: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: /menu/i }));
    await expectDrawerClosed(canvasElement);
  },
};

export const DrawerClosesOnLinkClick: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const about = within(drawer)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === '/about');
    await userEvent.click(about as HTMLElement);
    await expectDrawerClosed(canvasElement);
  },
};
