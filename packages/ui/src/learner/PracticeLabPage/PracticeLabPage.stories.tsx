import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../i18n/messages';
import { sampleLabSteps } from './PracticeLabPage.fixtures';
import { PracticeLabPage } from './PracticeLabPage';

const meta = {
  title: 'App/PracticeLabPage',
  tags: ['experimental'],
  component: PracticeLabPage,
  args: { steps: sampleLabSteps.en, onCopy: fn() },
  // The sample steps follow the toolbar's language.
  render: (args, { globals }) => (
    <PracticeLabPage {...args} steps={sampleLabSteps[(globals.locale ?? 'en') as Locale]} />
  ),
} satisfies Meta<typeof PracticeLabPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};

export const LastStep: Story = { args: { defaultStep: sampleLabSteps.en.length - 1 } };

export const Copied: Story = {
  args: { defaultStep: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(copy|copier)$/i }));
    await expect(args.onCopy).toHaveBeenCalledWith(sampleLabSteps.en[1]!.command);
    await expect(canvas.getByRole('button', { name: /copied|copié/i })).toBeVisible();
  },
};

export const CommandRan: Story = {
  args: { defaultStep: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(run|exécuter)$/i }));
    await expect(await canvas.findByText(/PartitionCount: 2/, {}, { timeout: 3000 })).toBeVisible();
  },
};
