import type { Test } from '@elearning/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, freeTest as base, json, learner, sessionOf } from '../../../test/fakeApi';
import { renderRoutes } from '../../../test/renderRoutes';
import { CatalogueContainer } from '../../tests/CatalogueContainer';
import { Component as TestTakingRoute } from '../../../routes/test-taking';

// The practice set form (always on the intro) measures its parts; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const free = base;
const locked: Test = {
  ...base,
  id: 2,
  title: 'CCDAK Full Mock Exam',
  isFree: false,
  price: 29.99,
  hasAccess: false,
};

function render(path: string, extra: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...sessionOf(learner),
    'GET /tests': { success: true, data: [free, locked] },
    'GET /tests/1': { success: true, data: free },
    'GET /tests/2': { success: true, data: locked },
    'GET /tests/1/history': { success: true, data: [] },
    'GET /tests/9': () => json({ success: false, message: 'Test not found with id: 9' }, 404),
    ...extra,
  });
  const routes = [
    { path: '/tests', element: <CatalogueContainer /> },
    { path: '/tests/:id', element: <TestTakingRoute /> },
  ];
  return { api, ...renderRoutes(routes, api, path) };
}

const location = () => screen.getByRole('status', { name: 'location', hidden: true });

describe('the test page as a deep link', () => {
  it('opens a test the learner can take by its id alone', async () => {
    render('/tests/1');
    expect(await screen.findByRole('heading', { name: free.title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start Test' })).toBeEnabled();
    expect(await screen.findByText('No previous attempts')).toBeInTheDocument();
  });

  it('says an unknown test does not exist, with a link to the catalogue (no silent redirect)', async () => {
    render('/tests/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such test');
    expect(location()).toHaveTextContent(/^\/tests\/9$/);
    expect(screen.getByRole('link', { name: 'See all tests' })).toHaveAttribute('href', '/tests');
  });

  it('sends a locked test to the catalogue with its purchase modal open', async () => {
    const { router } = render('/tests/2');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: locked.title })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(location()).toHaveTextContent('/tests {"purchaseTestId":2}');
  });

  it('opens the practice set form pre-filled from a Progress link (?practise=KEY), across all tests', async () => {
    render('/tests/1?practise=KAFKA_STREAMS');
    const heading = await screen.findByRole('heading', { name: 'Custom practice set' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'All my tests' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kafka Streams' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Producer' })).not.toBeChecked();
  });

  it('shows the load error with Try Again', async () => {
    const { api } = render('/tests/1', {
      'GET /tests/1': () => json({ success: false, message: 'Down' }, 500),
    });
    expect(await screen.findByText('Failed to load test', {}, { timeout: 3000 })).toBeInTheDocument();
    api.answer('GET /tests/1', { success: true, data: free });
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(await screen.findByRole('heading', { name: free.title })).toBeInTheDocument();
  });
});
