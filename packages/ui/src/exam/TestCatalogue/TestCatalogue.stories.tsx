import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTests, sampleUrls } from '../fixtures';
import { TestCatalogue } from './TestCatalogue';

const meta = {
  title: 'Exam/TestCatalogue',
  tags: ['stable'],
  component: TestCatalogue,
  args: {
    tests: sampleTests,
    status: 'success',
    onOpen: fn(),
    onUnlock: fn(),
    onRetry: fn(),
    loginHref: sampleUrls.login,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TestCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ListLayout: Story = { args: { defaultLayout: 'list' } };

export const Loading: Story = { args: { status: 'loading', tests: [] } };

export const Error: Story = {
  args: { status: 'error', tests: [], errorMessage: 'Request failed with status code 503' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: /error loading tests|erreur de chargement/i }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithoutMessage: Story = { args: { status: 'error', tests: [] } };

export const Empty: Story = { args: { tests: [] } };

export const LoginPrompt: Story = { args: { status: 'unauthenticated', tests: [] } };

export const NoMatch: Story = { args: { defaultFilters: { query: 'zookeeper', access: 'free' } } };

/** Opens the filter panel, narrows the list twice and checks the counts, then clears. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('status')).toHaveTextContent(/6/);

    await userEvent.click(canvas.getByRole('button', { name: /^(filter|filtrer)/i }));
    await userEvent.click(await page.findByRole('radio', { name: /premium/i }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /(1 active filter|1 filtre actif)/i })).toBeVisible(),
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);

    await userEvent.click(page.getByRole('combobox', { name: /status|statut/i }));
    await userEvent.click(await page.findByRole('option', { name: /completed|terminé/i }));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: /(2 active filters|2 filtres actifs)/i })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kafka Streams Deep Dive' })).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: /clear filters|effacer les filtres/i }));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6));
    await userEvent.keyboard('{Escape}');
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'ksql');
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3));
    await expect(canvas.getByRole('status')).toHaveTextContent(/3/);
  },
};
