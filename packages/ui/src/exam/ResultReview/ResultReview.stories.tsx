import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reviewedQuestions } from '../fixtures';
import { ResultReview } from './ResultReview';

const meta = {
  title: 'Exam/ResultReview',
  tags: ['stable'],
  component: ResultReview,
  args: { questions: reviewedQuestions, onBackToSummary: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof ResultReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Filters narrow the list and the counter follows; no match says so, with a reset. */
export const FilterCounts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: /answer status|résultat/i }));
    await userEvent.click(await page.findByRole('option', { name: /^(incorrect|incorrectes)$/i }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(canvas.getByRole('status')).toHaveTextContent(/3.*8/);

    await userEvent.click(canvas.getByRole('combobox', { name: /^(flagged|marquées)$/i }));
    await userEvent.click(await page.findByRole('option', { name: /^(flagged only|marquées uniquement)$/i }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));

    await userEvent.click(canvas.getByRole('combobox', { name: /domain|domaine/i }));
    await userEvent.click(await page.findByRole('option', { name: 'ksqlDB' }));
    await waitFor(() => expect(canvas.queryAllByRole('article')).toHaveLength(0));
    await expect(
      canvas.getByRole('heading', { name: /no matching questions|aucune question à afficher/i }),
    ).toBeVisible();

    await userEvent.click(canvas.getAllByRole('button', { name: /reset|réinitialiser/i })[0]!);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(8));
    await userEvent.click(canvas.getByRole('button', { name: /summary|résumé/i }));
    await expect(args.onBackToSummary).toHaveBeenCalled();
  },
};
