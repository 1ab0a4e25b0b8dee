import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { FormField } from '../FormField';
import { FormShell } from './FormShell';

const schema = yup.object({ email: yup.string().required('Email is required.') });

const meta = {
  title: 'Components/FormShell',
  component: FormShell,
  args: {
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: fn(),
    children: (
      <>
        <FormField name="email" type="email" label="Email" />
        <FormShell.Submit busyLabel="Saving…">Save</FormShell.Submit>
      </>
    ),
  },
} satisfies Meta<typeof FormShell<{ email: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Busy: Story = { args: { isSubmitting: true } };

export const WithError: Story = {
  args: { submitError: 'The server is unavailable.', submitErrorTitle: 'Saving failed' },
};

export const Narrow: Story = { args: { maxWidth: '320px' } };

export const ShowsFieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Email is required.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
