import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleTests } from '../fixtures';
import { TestCatalogue } from './TestCatalogue';

const base = {
  tests: sampleTests,
  status: 'success' as const,
  onOpen: vi.fn(),
  onUnlock: vi.fn(),
  loginHref: '/app/login',
};
const cardTitles = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .filter((h) => !h.closest('[role="dialog"]'))
    .map((h) => h.textContent);

describe('TestCatalogue', () => {
  it('lists every test with a count under the title', () => {
    renderWithUi(<TestCatalogue {...base} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Tests' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 6 tests');
    expect(cardTitles()).toHaveLength(6);
  });

  it('searches titles, descriptions and topics', async () => {
    renderWithUi(<TestCatalogue {...base} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tests' }), 'operators');
    expect(cardTitles()).toEqual(['Kafka Administrator Practice Test']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 6 tests');
  });

  // Radix Select in jsdom is slow on a busy machine.
  it('filters by access and status from the panel, counting active filters', async () => {
    renderWithUi(<TestCatalogue {...base} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Free' }));
    expect(cardTitles()).toEqual(['Kafka Fundamentals Quiz', 'Kafka Connect & ksqlDB Essentials']);
    expect(screen.getByRole('button', { name: 'Filter 1 active filter', hidden: true })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    expect(cardTitles()).toEqual(['Kafka Connect & ksqlDB Essentials']);
    expect(screen.getByRole('button', { name: 'Filter 2 active filters', hidden: true })).toBeInTheDocument();
  }, 20_000);

  it('offers to clear filters when nothing matches', async () => {
    renderWithUi(<TestCatalogue {...base} defaultFilters={{ query: 'zookeeper' }} />);
    expect(screen.getByRole('heading', { name: 'No tests match your search' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(cardTitles()).toHaveLength(6);
  });

  it('switches between grid and list', async () => {
    renderWithUi(<TestCatalogue {...base} />);
    expect(screen.getByText(/check the basics/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.queryByText(/check the basics/)).not.toBeInTheDocument();
  });

  it('leaves filters and layout to the parent when it passes them', async () => {
    const onFiltersChange = vi.fn();
    const onLayoutChange = vi.fn();
    const controlled = { filters: { query: '', access: 'free', status: 'all', topic: 'all' } } as const;
    const { rerender } = renderWithUi(
      <TestCatalogue
        {...base}
        {...controlled}
        layout="grid"
        onFiltersChange={onFiltersChange}
        onLayoutChange={onLayoutChange}
      />,
    );
    expect(cardTitles()).toEqual(['Kafka Fundamentals Quiz', 'Kafka Connect & ksqlDB Essentials']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tests' }), 'k');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...controlled.filters, query: 'k' });
    // Until the parent answers with the new value, the shown filters stay the parent's.
    expect(screen.getByRole('searchbox', { name: 'Search tests' })).toHaveValue('');

    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(onLayoutChange).toHaveBeenCalledWith('list');
    expect(screen.getByText(/check the basics/)).toBeInTheDocument();

    rerender(<TestCatalogue {...base} filters={{ ...controlled.filters, query: 'connect' }} layout="list" />);
    expect(cardTitles()).toEqual(['Kafka Connect & ksqlDB Essentials']);
    expect(screen.queryByText(/check the basics/)).not.toBeInTheDocument();
  });

  it('shows the error with Try Again, in French', async () => {
    const onRetry = vi.fn();
    renderWithUi(<TestCatalogue {...base} tests={[]} status="error" onRetry={onRetry} />, { locale: 'fr' });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('Erreur de chargement des tests');
    expect(alert).toHaveTextContent('Échec du chargement des tests');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows loading, empty and login states', () => {
    const { rerender } = renderWithUi(<TestCatalogue {...base} tests={[]} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tests…');
    rerender(<TestCatalogue {...base} tests={[]} />);
    expect(screen.getByRole('heading', { name: 'No tests available yet' })).toBeInTheDocument();
    rerender(<TestCatalogue {...base} tests={[]} status="unauthenticated" />);
    expect(screen.getByRole('heading', { name: 'Please log in to view tests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/app/login');
  });
});
