import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleOrders } from '../OrderTable/sampleOrders';
import { OrdersPage, type OrdersPageProps } from './OrdersPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const setup = (props: Partial<OrdersPageProps> = {}, locale: 'en' | 'fr' = 'en') => {
  const handlers = { onRetry: vi.fn(), onRefresh: vi.fn() };
  renderWithUi(
    <OrdersPage urls={sampleLearnerUrls} status="success" orders={sampleOrders} {...handlers} {...props} />,
    { locale },
  );
  return handlers;
};

describe('OrdersPage', () => {
  it('counts the orders in the title', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders (4)' })).toBeInTheDocument();
  });

  it('filters by test name and says when nothing matches, then clears', async () => {
    setup();
    const search = screen.getByRole('searchbox', { name: 'Search by test name' });
    await userEvent.click(search);
    await userEvent.paste('STREAMS');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 of 4 orders')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.click(search);
    await userEvent.paste('zookeeper');
    expect(screen.getByRole('heading', { name: 'No orders match “zookeeper”' })).toBeInTheDocument();
    // The field's own clear button and the empty state's both clear the search.
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search' }).at(-1)!);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
  });

  it('shows the empty state with a way to the tests', () => {
    setup({ orders: [] }, 'fr');
    expect(screen.getByRole('heading', { name: 'Aucune commande pour le moment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les tests' })).toHaveAttribute('href', '/tests');
  });

  it('refreshes, with a busy state', async () => {
    const { onRefresh } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
    setup({ isRefreshing: true });
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
  });

  it('shows loading, then an error with Try Again', async () => {
    setup({ status: 'loading', orders: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const { onRetry } = setup({ status: 'error', orders: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch orders');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
