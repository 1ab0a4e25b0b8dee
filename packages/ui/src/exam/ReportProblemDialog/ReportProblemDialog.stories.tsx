import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportProblemDialog } from './ReportProblemDialog';

const meta = {
  title: 'Exam/ReportProblemDialog',
  tags: ['stable'],
  component: ReportProblemDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), questionNumber: 7, status: 'idle' },
  parameters: { docs: { story: { inline: false, iframeHeight: 620 } } },
} satisfies Meta<typeof ReportProblemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reason from the radio group, an optional comment, then Send report. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    const radios = within(dialog).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(radios[0]).toBeChecked();
    await userEvent.click(radios[1]!);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Which Kafka version?');
    await userEvent.click(within(dialog).getByRole('button', { name: /send|envoyer/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'unclear', comment: 'Which Kafka version?' });
    // Whether a clicked button shows its focus ring after typing is up to the browser's heuristics: the
    // picture is the filled form, without focus.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The learner's earlier report, ready to change. */
export const Editing: Story = {
  args: { initialValues: { reason: 'outdated', comment: 'ZooKeeper is gone since Kafka 4.0.' } },
};

/** On its way: every field and both buttons are disabled, and the button says so in words. */
export const Submitting: Story = {
  args: {
    status: 'submitting',
    initialValues: { reason: 'typo', comment: '“partiton” should read “partition”' },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /sending|envoi/i })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox')).toBeDisabled();
  },
};

/** The server refused or could not be reached: the form stays filled, with an alert. */
export const WithError: Story = {
  args: { status: 'error', initialValues: { reason: 'wrong_answer', comment: 'B is right, not C.' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toBeVisible();
  },
};

export const Done: Story = {
  args: { status: 'done', initialValues: { reason: 'unclear', comment: 'Which Kafka version?' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('status')).toBeVisible();
  },
};
