import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { LeaveExamDialog } from './LeaveExamDialog';

const props = () => ({
  answered: 3,
  flagged: 1,
  totalQuestions: 10,
  onSubmitAndLeave: vi.fn(),
  onPauseAndLeave: vi.fn(),
  onStay: vi.fn(),
});

describe('LeaveExamDialog', () => {
  it('offers Pause & Leave first, then Submit & Leave and Stay', async () => {
    const p = props();
    renderWithUi(<LeaveExamDialog open {...p} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the exam?' });
    expect(Array.from(dialog.querySelectorAll('button'), (b) => b.textContent)).toEqual([
      'Pause & Leave',
      'Submit & Leave',
      'Stay in Exam',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Pause & Leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stay in Exam' }));
    expect([p.onPauseAndLeave, p.onStay].map((f) => f.mock.calls.length)).toEqual([1, 1]);
  });

  it('says practice, not exam, for a practice attempt', async () => {
    renderWithUi(<LeaveExamDialog open practice {...props()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the practice?' });
    expect(dialog).toHaveTextContent('Your practice is still open.');
    expect(screen.getByRole('button', { name: 'Stay in Practice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit & Leave' }));
    expect(screen.getByRole('alertdialog', { name: 'Submit your practice and leave?' })).toBeInTheDocument();
  });

  it('confirms Submit & Leave with the unanswered and flagged counts before submitting', async () => {
    const p = props();
    renderWithUi(<LeaveExamDialog open {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit & Leave' }));
    expect(p.onSubmitAndLeave).not.toHaveBeenCalled();
    const confirm = screen.getByRole('alertdialog', { name: 'Submit your exam and leave?' });
    expect(confirm).toHaveTextContent('You have answered 3 of 10 questions.');
    expect(confirm).toHaveTextContent('7 unanswered questions count as incorrect.');
    expect(confirm).toHaveTextContent('1 question is still flagged for review.');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Submit & Leave' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Submit & Leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit & See Result' }));
    expect(p.onSubmitAndLeave).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirmation, busy, while the submit is on its way', () => {
    renderWithUi(<LeaveExamDialog open pendingAction="submit" {...props()} />);
    expect(screen.getByRole('button', { name: 'Submit & See Result' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('disables every action while one is on its way, in French', () => {
    renderWithUi(<LeaveExamDialog open pendingAction="pause" {...props()} />, { locale: 'fr' });
    for (const name of ['Soumettre et quitter', 'Mettre en pause et quitter', 'Rester dans l’examen']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });
});
