import { act, screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { NavigationProgress } from './NavigationProgress';

describe('NavigationProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows only once a change of page has taken longer than its delay, named in each locale', () => {
    renderWithUi(<NavigationProgress active delay={250} />, { locale: 'fr' });
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Chargement de la page' })).toBeInTheDocument();
  });

  it('goes away when the page has come, and waits its delay again for the next one', () => {
    const { rerender } = renderWithUi(<NavigationProgress active delay={100} />);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    rerender(<NavigationProgress active={false} delay={100} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<NavigationProgress active delay={100} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
