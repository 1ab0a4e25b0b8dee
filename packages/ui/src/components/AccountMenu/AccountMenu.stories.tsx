import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Components/AccountMenu',
  tags: ['stable'],
  component: AccountMenu,
  args: {
    user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    settingsUrl: '/settings',
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Inside the signed-in shell: Settings and Logout. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /account menu|menu du compte/i }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: /settings|paramètres/i })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(body.queryByRole('menuitem', { name: /dashboard|tableau de bord/i })).toBeNull();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** On public pages the menu also leads back to the dashboard. */
export const OpenWithDashboard: Story = {
  args: { dashboardUrl: '/dashboard' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /account menu|menu du compte/i }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: /dashboard|tableau de bord/i })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const LongName: Story = {
  args: {
    user: {
      firstName: 'Marie-Éléonore',
      lastName: 'de La Rochefoucauld',
      email: 'marie-eleonore.de-la-rochefoucauld@example.com',
    },
  },
  play: Open.play,
};
