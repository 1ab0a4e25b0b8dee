import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleLabSteps } from './PracticeLabPage.fixtures';
import { PracticeLabPage } from './PracticeLabPage';
import { COPY_FEEDBACK_MS, TERMINAL_DELAY_MS } from './timing';

const steps = sampleLabSteps.en;

describe('PracticeLabPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ships the same commands in each language', () => {
    expect(sampleLabSteps.fr).toHaveLength(sampleLabSteps.en.length);
    expect(sampleLabSteps.fr.map((s) => s.command)).toEqual(sampleLabSteps.en.map((s) => s.command));
  });

  it('copies the command and says Copied! for exactly 2 seconds', () => {
    const onCopy = vi.fn();
    renderWithUi(<PracticeLabPage steps={steps} onCopy={onCopy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopy).toHaveBeenCalledWith(steps[0]!.command);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('restarts the 2 seconds when copied again', () => {
    renderWithUi(<PracticeLabPage steps={steps} onCopy={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Copied!' }));
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('echoes the command at once and prints the output 1 second after Run', () => {
    renderWithUi(<PracticeLabPage steps={steps} onCopy={vi.fn()} defaultStep={1} />);
    const log = screen.getByRole('log', { name: 'Terminal' });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(log).toHaveTextContent(`$ ${steps[1]!.command}`);
    expect(log).not.toHaveTextContent('PartitionCount: 2');
    expect(screen.getByRole('button', { name: 'Running…' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(TERMINAL_DELAY_MS));
    expect(log).toHaveTextContent('PartitionCount: 2');
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  it('navigates steps with Previous/Next and the step list', () => {
    renderWithUi(<PracticeLabPage steps={sampleLabSteps.fr} onCopy={vi.fn()} />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Étapes du lab' });
    fireEvent.click(within(nav).getByRole('button', { name: /lire chaque événement/ }));
    expect(within(nav).getByRole('button', { name: /lire chaque événement/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('heading', { level: 2, name: sampleLabSteps.fr[2]!.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });
});
