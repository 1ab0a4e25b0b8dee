import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('renders the title as a heading with its description and action', () => {
    renderWithUi(<EmptyState title="No orders yet" description="Buy a test" action={<button>Go</button>} />);
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByText('Buy a test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });
});
