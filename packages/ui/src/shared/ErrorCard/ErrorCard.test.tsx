import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ErrorCard } from './ErrorCard';

describe('ErrorCard', () => {
  it('shows the message as an alert with a default title', () => {
    renderWithUi(<ErrorCard message="Failed to load tests" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load tests');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onRetry from the French Try Again button', async () => {
    const onRetry = vi.fn();
    renderWithUi(<ErrorCard message="x" onRetry={onRetry} />, { locale: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
