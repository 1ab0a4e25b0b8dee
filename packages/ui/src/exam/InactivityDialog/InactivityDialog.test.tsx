import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { InactivityDialog } from './InactivityDialog';

describe('InactivityDialog', () => {
  it('shows the time before the automatic pause and its two actions', async () => {
    const onContinue = vi.fn();
    const onPauseNow = vi.fn();
    renderWithUi(<InactivityDialog open secondsLeft={272} onContinue={onContinue} onPauseNow={onPauseNow} />);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toHaveAccessibleDescription(
      /pause automatically in 4:32/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause Now' }));
    expect(onPauseNow).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Test' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('speaks French', () => {
    renderWithUi(<InactivityDialog open secondsLeft={5} onContinue={vi.fn()} onPauseNow={vi.fn()} />, {
      locale: 'fr',
    });
    expect(screen.getByRole('button', { name: 'Continuer le test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mettre en pause' })).toBeInTheDocument();
  });
});
