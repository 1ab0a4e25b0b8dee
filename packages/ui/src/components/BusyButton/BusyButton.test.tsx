import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { BusyButton } from './BusyButton';

describe('BusyButton', () => {
  it('says it is busy in words and cannot be pressed meanwhile', () => {
    renderWithUi(
      <BusyButton busy busyLabel="Saving…">
        Save
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows its label when idle', () => {
    renderWithUi(
      <BusyButton busy={false} busyLabel="Saving…">
        Save
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
