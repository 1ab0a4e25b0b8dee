import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ReportProblemDialog } from './ReportProblemDialog';

const props = () => ({ open: true, onOpenChange: vi.fn(), onSubmit: vi.fn(), questionNumber: 3 });

describe('ReportProblemDialog', () => {
  it('sends the chosen reason and the trimmed comment', async () => {
    const p = props();
    renderWithUi(<ReportProblemDialog {...p} status="idle" />);
    expect(screen.getByRole('dialog', { name: 'Report a problem with question 3' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'The answer is wrong' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Typo or translation error' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  partiton  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(p.onSubmit).toHaveBeenCalledWith({ reason: 'typo', comment: 'partiton' });
  });

  it('cannot be closed or sent twice while sending, in French', async () => {
    const p = props();
    renderWithUi(<ReportProblemDialog {...p} status="submitting" />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Envoi…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(p.onOpenChange).not.toHaveBeenCalled();
  });

  // Radix checks a radio on focus only while the arrow key is still down, and moves focus in a timeout after
  // the keydown: a keyup that comes first (a quick tap on a busy page, or any scripted key press) used to
  // move focus to the next reason without choosing it.
  it('chooses the reason focus moves to with the arrow keys, however short the key press', async () => {
    const p = props();
    renderWithUi(<ReportProblemDialog {...p} status="idle" />);
    const wrong = screen.getByRole('radio', { name: 'The answer is wrong' });
    const unclear = screen.getByRole('radio', { name: 'The question is unclear' });
    wrong.focus();
    await userEvent.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(unclear).toHaveFocus());
    expect(unclear).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await vi.waitFor(() => expect(wrong).toHaveFocus());
    expect(wrong).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(p.onSubmit).toHaveBeenCalledWith({ reason: 'wrong_answer', comment: '' });
  });

  it('shows the failure as an alert and the success as a status', () => {
    const { rerender } = renderWithUi(<ReportProblemDialog {...props()} status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be sent');
    rerender(<ReportProblemDialog {...props()} status="done" />);
    expect(screen.getByRole('status')).toHaveTextContent('report was received');
  });
});
