import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { freeTest, interruptedTest, pausedTest } from '../fixtures';
import { TestIntro } from './TestIntro';

describe('TestIntro', () => {
  it('shows the test figures and the instruction list', () => {
    renderWithUi(<TestIntro test={freeTest} userId={1} onStart={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kafka Fundamentals Quiz' })).toBeInTheDocument();
    expect(screen.getByText('20 questions')).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText('70% to pass')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText(/You have 30 minutes for 20 questions/)).toBeInTheDocument();
  });

  it('starts practice when Practice is chosen, and shows the set form in either mode', async () => {
    const onStart = vi.fn();
    renderWithUi(
      <TestIntro test={freeTest} userId={1} onStart={onStart} practiceSet={<p>custom set form</p>} />,
    );
    expect(screen.getByText('custom set form')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Practice/ }));
    expect(screen.getByText('custom set form')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Practice' }));
    expect(onStart).toHaveBeenCalledWith('practice');
  });

  it('keeps the set form while an attempt is paused, and abandons it only once confirmed', async () => {
    const onAbandon = vi.fn();
    renderWithUi(
      <TestIntro
        test={pausedTest}
        userId={1}
        onStart={vi.fn()}
        onAbandon={onAbandon}
        practiceSet={<p>custom set form</p>}
      />,
    );
    expect(screen.getByText('custom set form')).toBeInTheDocument();
    expect(screen.getByText(/ends the paused attempt/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abandon this attempt' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Abandon the paused attempt?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(onAbandon).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Abandon this attempt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abandon attempt' }));
    expect(onAbandon).toHaveBeenCalledTimes(1);
  });

  it('states the rules of the chosen mode: no timer and checks in practice', async () => {
    renderWithUi(<TestIntro test={freeTest} userId={1} onStart={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: /^Practice/ }));
    expect(screen.queryByText(/You have 30 minutes/)).toBeNull();
    expect(screen.queryByText(/submitted automatically/)).toBeNull();
    expect(screen.getByText(/No timer: take the 20 questions at your own pace/)).toBeInTheDocument();
    expect(screen.getByText(/A checked question is locked/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Exam/ }));
    expect(screen.getByText(/You have 30 minutes for 20 questions/)).toBeInTheDocument();
  });

  it('starts a test', async () => {
    const onStart = vi.fn();
    renderWithUi(<TestIntro test={freeTest} userId={1} onStart={onStart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(onStart).toHaveBeenCalled();
  });

  it('continues a paused test with the minutes left, in both languages', () => {
    const { unmount } = renderWithUi(<TestIntro test={pausedTest} userId={1} onStart={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Continue (52 min left)' })).toBeEnabled();
    unmount();
    renderWithUi(<TestIntro test={pausedTest} userId={1} onStart={vi.fn()} />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Reprendre (52 min restantes)' })).toBeEnabled();
  });

  it('continues a session a closed tab left in progress, as the catalogue card does', () => {
    renderWithUi(<TestIntro test={interruptedTest} userId={1} onStart={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Continue (29 min left)' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Start Test' })).not.toBeInTheDocument();
  });

  it.each([
    ['loading', { isLoading: true }],
    ['starting', { isStarting: true }],
    ['without a user', { userId: null }],
    ['without a test', { test: null }],
  ])('disables the button %s', (_, props) => {
    renderWithUi(<TestIntro test={freeTest} userId={1} onStart={vi.fn()} {...props} />);
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('shows the history beside the intro', () => {
    renderWithUi(<TestIntro test={freeTest} userId={1} onStart={vi.fn()} history={<aside>History</aside>} />);
    expect(screen.getByText('History')).toBeInTheDocument();
  });
});
