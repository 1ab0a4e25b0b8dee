import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../i18n/messages';
import { sampleLabSteps, sampleMistake } from './PracticeLabPage.fixtures';
import { PracticeLabPage } from './PracticeLabPage';

const meta = {
  title: 'App/PracticeLabPage',
  tags: ['experimental'],
  component: PracticeLabPage,
  args: { steps: sampleLabSteps.en, completedStepIds: [], onRunCommand: fn(), onCopy: fn() },
  // The sample steps follow the toolbar's language.
  render: (args, { globals }) => (
    <PracticeLabPage {...args} steps={sampleLabSteps[(globals.locale ?? 'en') as Locale]} />
  ),
} satisfies Meta<typeof PracticeLabPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new learner: nothing done, the first step open, its command folded. */
export const NotStarted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'kafka-topics.sh --list{Enter}');
    await expect(args.onRunCommand).toHaveBeenCalledWith('create', 'kafka-topics.sh --list');
  },
};

/** A typed command the check refused: the hint, the text kept to correct. */
export const Mistake: Story = { args: { attempts: { create: sampleMistake } } };

/** The command just accepted: its output in the terminal, the step marked done. */
export const StepAccepted: Story = {
  args: {
    completedStepIds: ['create'],
    defaultStep: 0,
    attempts: { create: { typed: sampleLabSteps.en[0]!.command, hint: null } },
  },
};

/** Back after a reload: the done steps come from the server and the lab opens at the next one. */
export const InProgress: Story = { args: { completedStepIds: ['create'] } };

export const AllDone: Story = { args: { completedStepIds: ['create', 'describe', 'consume'] } };

export const CommandShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/show the command|afficher la commande/i));
    await userEvent.click(canvas.getByRole('button', { name: /^(copy|copier)$/i }));
    await expect(args.onCopy).toHaveBeenCalledWith(sampleLabSteps.en[0]!.command);
    await expect(canvas.getByRole('button', { name: /copied|copié/i })).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error', onRetry: fn() } };
