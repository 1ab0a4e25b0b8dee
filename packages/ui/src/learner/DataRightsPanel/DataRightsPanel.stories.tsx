import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataRightsPanel } from './DataRightsPanel';

const meta = {
  title: 'App/Settings/DataRightsPanel',
  tags: ['stable'],
  component: DataRightsPanel,
  args: { exportHref: '#export', onDelete: fn(async () => undefined) },
} satisfies Meta<typeof DataRightsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const WithSubscription: Story = { args: { hasSubscription: true } };

export const ConfirmOpen: Story = { args: { defaultOpen: true } };

export const PasswordRequired: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: /delete my account for good|supprimer définitivement/i }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = { args: { defaultOpen: true, isDeleting: true } };

export const DeleteFailed: Story = {
  args: { defaultOpen: true, deleteError: 'The current password is incorrect.' },
};
