import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfilePanel } from './ProfilePanel';

const meta = {
  title: 'App/Settings/ProfilePanel',
  tags: ['stable'],
  component: ProfilePanel,
  args: {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.com',
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ProfilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByLabelText(/first name|prénom/i);
    await userEvent.clear(first);
    await userEvent.type(first, 'Janet');
    await userEvent.click(canvas.getByRole('button', { name: /save changes|enregistrer/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ firstName: 'Janet', lastName: 'Doe' });
    await expect(await canvas.findByText(/profile updated|profil mis à jour/i)).toBeVisible();
  },
};

export const Saving: Story = { args: { isSubmitting: true } };

export const SaveFailed: Story = {
  args: { submitError: 'The server is unavailable. Please try again later.' },
};
