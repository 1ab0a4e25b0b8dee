import { Flex, Link } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavDrawer } from './NavDrawer';

const meta = {
  title: 'Components/NavDrawer',
  tags: ['stable'],
  component: NavDrawer,
  args: {
    children: (
      <nav aria-label="Main">
        <Flex direction="column" gap="3">
          <Link href="#home" onClick={(event) => event.preventDefault()}>
            Home
          </Link>
          <Link href="#about" onClick={(event) => event.preventDefault()}>
            About
          </Link>
        </Flex>
      </nav>
    ),
  },
} satisfies Meta<typeof NavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Large: Story = { args: { size: '3' } };

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /menu/i }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await open(canvasElement);
    await expect(within(drawer).getAllByRole('link')).toHaveLength(2);
  },
};

export const ClosesOnLinkClick: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await open(canvasElement);
    await userEvent.click(within(drawer).getByRole('link', { name: 'About' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
