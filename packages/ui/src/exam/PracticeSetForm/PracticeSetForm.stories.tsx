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
      scope: 'test',
    });
  },
};

/**
 * Opened from Progress ("Practise Producer") with every test offered: All my tests, Producer only, and the
 * heading focused; the choice is sent across tests.
 */
export const PrefilledAcrossTests: Story = {
  args: {
    domains: ['Producer', 'Consumer', 'Broker'],
    maxCount: 20,
    allDomains: [
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
    initialValues: { domains: ['Producer'], scope: 'all', source: 'all' },
    focusOnMount: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: /all my tests|tous mes tests/i })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Producer' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Consumer' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /start practice set|lancer la série/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      domains: ['Producer'],
      count: 10,
      source: 'all',
      scope: 'all',
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
