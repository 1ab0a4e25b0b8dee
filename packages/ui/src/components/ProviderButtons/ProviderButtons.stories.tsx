import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProviderButtons } from './ProviderButtons';

const all = [
  { id: 'google', href: '/elearning/api/auth/identity/google/start' },
  { id: 'microsoft', href: '/elearning/api/auth/identity/microsoft/start' },
  { id: 'github', href: '/elearning/api/auth/identity/github/start' },
] as const;

const meta = {
  title: 'Components/ProviderButtons',
  tags: ['stable'],
  component: ProviderButtons,
  args: { providers: all },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProviderButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Google, Microsoft and GitHub configured. */
export const AllProviders: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
  },
};

/** Only one provider configured: only its button. */
export const OneProvider: Story = { args: { providers: [all[2]] } };

/** Demo mode: the local demo identity provider. */
export const DemoProvider: Story = {
  args: { providers: [{ id: 'demo', href: '/elearning/api/auth/identity/demo/start' }] },
};

/** Nothing configured: nothing drawn (never a broken button). */
export const NoProviders: Story = { args: { providers: [] } };

/**
 * The provider list still loading (`reserve`): one button's room and the separator, drawn invisible and hidden from
 * assistive technology, so that the password form below does not move when the list arrives.
 */
export const Loading: Story = {
  args: { providers: [], reserve: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
    const room = canvasElement.querySelector('[aria-hidden="true"][inert]');
    await expect(room).not.toBeNull();
    await expect((room as HTMLElement).getBoundingClientRect().height).toBeGreaterThan(40);
  },
};
