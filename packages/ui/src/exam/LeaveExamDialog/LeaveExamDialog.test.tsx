import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { LeaveExamDialog } from './LeaveExamDialog';

const handlers = () => ({ onSubmitAndLeave: vi.fn(), onPauseAndLeave: vi.fn(), onStay: vi.fn() });

describe('LeaveExamDialog', () => {
  it('offers submit, pause and stay', async () => {
    const h = handlers();
    renderWithUi(<LeaveExamDialog open {...h} />);
    expect(screen.getByRole('alertdialog', { name: 'Leave the exam?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit & Leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause & Leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stay in Exam' }));
    expect([h.onSubmitAndLeave, h.onPauseAndLeave, h.onStay].map((f) => f.mock.calls.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('disables every action while one is on its way, in French', () => {
    renderWithUi(<LeaveExamDialog open pendingAction="pause" {...handlers()} />, { locale: 'fr' });
    for (const name of ['Soumettre et quitter', 'Mettre en pause et quitter', 'Rester dans l’examen']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });
});
