import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from './ContactForm';

const filled = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Team plan',
  message: 'Can my team of five share one subscription?',
};

const meta = {
  title: 'Marketing/ContactForm',
  tags: ['stable'],
  component: ContactForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitting an empty form shows every required message and focuses the first field. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() =>
      expect(
        canvas.getAllByRole('textbox').filter((el) => el.getAttribute('aria-invalid') === 'true'),
      ).toHaveLength(4),
    );
    await expect(canvas.getAllByRole('textbox')[0]).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  args: { initialValues: { ...filled, email: 'ada@example' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const email = canvas.getAllByRole('textbox')[1] as HTMLElement;
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { initialValues: filled, isSubmitting: true } };

export const SubmitError: Story = {
  args: { initialValues: filled, submitError: 'Failed to send message' },
};

/** A successful send empties the form and confirms it. */
export const Sent: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
    await waitFor(() => expect(canvas.getByRole('status')).not.toBeEmptyDOMElement());
    await expect(canvas.getAllByRole('textbox')[0]).toHaveValue('');
  },
};

/** A message the server took before the app ran (posted to the form's `action`): the page opens confirming it. */
export const SentBeforeTheApp: Story = {
  args: { defaultSent: true, action: '/contact', method: 'post' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('action', '/contact');
  },
};
