import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PracticeSetForm } from './PracticeSetForm';

const meta = {
  title: 'Exam/PracticeSetForm',
  tags: ['stable'],
  component: PracticeSetForm,
  args: {
    domains: [
      'Producer',
      'Consumer',
      'Broker',
      'Kafka Streams',
      'Kafka Connect',
      'ksqlDB',
      'Schema Registry',
      'Security',
      'Testing',
      'Monitoring',
    ],
    maxCount: 60,
    onSubmit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PracticeSetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every domain, 10 questions, only missed: the defaults; choices are sent as they are. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ksqlDB' }));
    const count = canvas.getByRole('spinbutton');
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(canvas.getByRole('radio', { name: /unseen|jamais vues/i }));
    await userEvent.click(canvas.getByRole('button', { name: /start practice set|lancer la série/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      domains: [
        'Producer',
        'Consumer',
        'Broker',
        'Kafka Streams',
        'Kafka Connect',
        'Schema Registry',
        'Security',
        'Testing',
        'Monitoring',
      ],
      count: 5,
      source: 'unseen',
    });
  },
};

/** No domain, or a count out of range: the button waits and says why. */
export const Invalid: Story = {
  args: { domains: ['Producer'], maxCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Producer' }));
    await expect(canvas.getByRole('button', { name: /start practice set|lancer la série/i })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toHaveValue(3);
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

/** The server found no question for these choices (PRACTICE_SET_EMPTY). */
export const Empty: Story = {
  args: { error: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Failed: Story = { args: { error: 'failed' } };
