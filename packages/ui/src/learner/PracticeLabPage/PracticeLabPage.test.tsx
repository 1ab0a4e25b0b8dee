import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleLabSteps, sampleMistake } from './PracticeLabPage.fixtures';
import { PracticeLabPage } from './PracticeLabPage';
import { COPY_FEEDBACK_MS } from './timing';

const steps = sampleLabSteps.en;
const base = { steps, completedStepIds: [], onRunCommand: vi.fn(), onCopy: vi.fn() };

describe('PracticeLabPage', () => {
  it('ships the same commands in each language', () => {
    expect(sampleLabSteps.fr).toHaveLength(sampleLabSteps.en.length);
    expect(sampleLabSteps.fr.map((s) => s.command)).toEqual(sampleLabSteps.en.map((s) => s.command));
  });

  it('sends the typed command of the current step when Enter is pressed', () => {
    const onRunCommand = vi.fn();
    renderWithUi(<PracticeLabPage {...base} onRunCommand={onRunCommand} />);
    const input = screen.getByRole('textbox', { name: `Command for ${steps[0]!.title}` });
    fireEvent.change(input, { target: { value: 'kafka-topics.sh --list' } });
    fireEvent.submit(input);
    expect(onRunCommand).toHaveBeenCalledWith(steps[0]!.id, 'kafka-topics.sh --list');
  });

  it('shows the hint of a refused command, tied to the field, and no output', () => {
    renderWithUi(<PracticeLabPage {...base} attempts={{ [steps[0]!.id]: sampleMistake }} />);
    const input = screen.getByRole('textbox', { name: /Command for/ });
    expect(input).toHaveValue(sampleMistake.typed);
    expect(input).toHaveAccessibleDescription('Almost: --partitions should be 2 here.');
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Almost: --partitions should be 2 here.'),
    ).toBe(true);
    expect(screen.getByRole('log', { name: 'Terminal' })).not.toHaveTextContent(steps[0]!.output);
  });

  it('opens at the first step not done, with done steps marked and their output shown', () => {
    renderWithUi(<PracticeLabPage {...base} completedStepIds={[steps[0]!.id]} />);
    expect(screen.getByRole('heading', { level: 2, name: steps[1]!.title })).toBeInTheDocument();
    expect(screen.getAllByText('1 of 3 steps done').length).toBeGreaterThan(0);
    const nav = screen.getByRole('navigation', { name: 'Lab steps' });
    const first = within(nav).getByRole('button', { name: new RegExp(`${steps[0]!.title}.*\\(Done\\)`) });
    fireEvent.click(first);
    expect(screen.getByRole('log', { name: 'Terminal' })).toHaveTextContent(steps[0]!.output);
  });

  it('says the lab is complete once every step is done', () => {
    renderWithUi(<PracticeLabPage {...base} completedStepIds={steps.map((s) => s.id)} />);
    expect(screen.getByText('Lab complete: every command typed and accepted.')).toBeInTheDocument();
  });

  it('shows loading and error states with a retry', () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(<PracticeLabPage {...base} status="loading" />);
    expect(screen.getByText('Loading your lab progress…')).toBeInTheDocument();
    rerender(<PracticeLabPage {...base} status="error" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps the command folded until asked, and copies it saying Copied! for 2 seconds', () => {
    vi.useFakeTimers();
    try {
      const onCopy = vi.fn();
      renderWithUi(<PracticeLabPage {...base} onCopy={onCopy} />);
      expect(screen.getByText('Show the command')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Copy', hidden: true }));
      expect(onCopy).toHaveBeenCalledWith(steps[0]!.command);
      act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
      expect(screen.getByRole('button', { name: 'Copied!', hidden: true })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy', hidden: true })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('navigates steps with Previous/Next and the step list, in French', () => {
    renderWithUi(<PracticeLabPage {...base} steps={sampleLabSteps.fr} />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Étapes du lab' });
    fireEvent.click(within(nav).getByRole('button', { name: /lire chaque événement/ }));
    expect(within(nav).getByRole('button', { name: /lire chaque événement/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Commande pour/ })).toBeInTheDocument();
  });
});
