import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { multiQuestion, sampleQuestionStates, singleQuestion } from '../fixtures';
import { QuestionView, type QuestionViewProps } from './QuestionView';

const handlers = () => ({
  onChoiceToggle: vi.fn(),
  onToggleFlag: vi.fn(),
  onNavigate: vi.fn(),
  onPause: vi.fn(),
  onResume: vi.fn(),
  onFinish: vi.fn(),
});

const props = (overrides: Partial<QuestionViewProps> = {}): QuestionViewProps => ({
  testTitle: 'Kafka Developer Practice Test 1',
  question: singleQuestion,
  totalQuestions: 60,
  questionStates: sampleQuestionStates,
  remainingTime: 4987,
  isPaused: false,
  ...handlers(),
  ...overrides,
});

const setup = (overrides: Partial<QuestionViewProps> = {}, locale: 'en' | 'fr' = 'en') => {
  const all = props(overrides);
  return { ...all, ...renderWithUi(<QuestionView {...all} />, { locale }) };
};

describe('QuestionView', () => {
  it('shows the header, the question and lettered choices as a radio group', () => {
    setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kafka Developer Practice Test 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Question 3 of 60' })).toBeInTheDocument();
    expect(screen.getByText('Producer')).toBeInTheDocument();
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAccessibleName(/A producer retries a batch/);
    expect(group).toHaveAccessibleDescription('Choose 1 answer.');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([
      'Aenable.idempotence=true',
      'Backs=0',
      'Clinger.ms=0',
      'Dmax.in.flight.requests.per.connection=10',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Answered questions' })).toHaveAttribute(
      'aria-valuetext',
      '14 of 60 answered',
    );
  });

  it('reports the clicked choice and shows the selection it is given', async () => {
    const { onChoiceToggle, rerender } = setup();
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    expect(onChoiceToggle).toHaveBeenLastCalledWith(3112);
    rerender(
      <QuestionView
        {...props({ question: { ...singleQuestion, selectedChoiceIds: [3112] }, onChoiceToggle })}
      />,
    );
    expect(screen.getAllByRole('radio')[1]).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    expect(onChoiceToggle).toHaveBeenCalledTimes(2);
  });

  it('sorts multiple-answer choices by choiceOrder and caps the selection', async () => {
    const { onChoiceToggle, rerender } = setup({
      question: { ...multiQuestion, selectedChoiceIds: [3121, 3122] },
    });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.textContent?.slice(0, 1))).toEqual(['A', 'B', 'C', 'D']);
    expect(boxes[0]).toHaveTextContent('A new consumer joins the group');
    expect(screen.getByText('Choose 2 answers. 2 of 2 selected')).toBeInTheDocument();
    await userEvent.click(boxes[2]!);
    // The intent still goes to the engine, which owns the cap; the ui says why nothing changes.
    expect(onChoiceToggle).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Deselect one to choose another/)).toBeInTheDocument();
    // The app may hand back an equal selection in a new array: the notice stays.
    rerender(
      <QuestionView
        {...props({ question: { ...multiQuestion, selectedChoiceIds: [3121, 3122] }, onChoiceToggle })}
      />,
    );
    expect(screen.getByText(/Deselect one to choose another/)).toBeInTheDocument();
    await userEvent.click(boxes[0]!);
    expect(onChoiceToggle).toHaveBeenLastCalledWith(3121);
    expect(screen.queryByText(/Deselect one to choose another/)).not.toBeInTheDocument();
  });

  it('answers, navigates and flags from the keyboard, but not while typing', async () => {
    const { onChoiceToggle, onNavigate, onToggleFlag } = setup();
    await userEvent.keyboard('2');
    expect(onChoiceToggle).toHaveBeenLastCalledWith(3112);
    await userEvent.keyboard('d');
    expect(onChoiceToggle).toHaveBeenLastCalledWith(3114);
    await userEvent.keyboard('{ArrowRight}');
    expect(onNavigate).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onNavigate).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('F');
    expect(onToggleFlag).toHaveBeenCalledWith(true);
    const input = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(input, { key: '1' });
    expect(onChoiceToggle).toHaveBeenCalledTimes(2);
    input.remove();
    const menu = document.body.appendChild(document.createElement('div'));
    menu.setAttribute('role', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    expect(onNavigate).toHaveBeenCalledTimes(2);
    menu.remove();
  });

  it('moves focus between choices with the arrow keys', async () => {
    setup();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
    radios[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(radios[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(radios[3]).toHaveFocus();
  });

  it('names each strip button with its answered and flagged state', async () => {
    const { onNavigate } = setup();
    // jsdom matches no media query, so the strip is laid out as on a phone: folded until asked for.
    await userEvent.click(screen.getByRole('button', { name: /^Show all/ }));
    expect(screen.getByRole('button', { name: 'Question 4, not answered, flagged' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 3, answered' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Question 34, answered, flagged' }));
    expect(onNavigate).toHaveBeenCalledWith(34);
  });

  it('folds the strip behind a toggle that says how many are answered (shown on phones only)', async () => {
    setup({}, 'fr');
    const answered = sampleQuestionStates.filter((q) => q.answered).length;
    const toggle = screen.getByRole('button', { name: `Tout afficher (${answered} sur 60 répondues)` });
    const strip = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(strip).toHaveAttribute('data-folded');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer les questions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(strip).not.toHaveAttribute('data-folded');
  });

  it('keeps the ticking clock from screen readers and marks the last 10, 5 and 1 minutes', () => {
    const { rerender } = setup({ remainingTime: 601 });
    expect(screen.getByTestId('exam-clock')).toHaveTextContent('00:10:01');
    expect(screen.getByTestId('exam-clock')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 11 minutes');
    const at = (remainingTime: number) => rerender(<QuestionView {...props({ remainingTime })} />);
    at(600);
    expect(screen.getByText('Less than 10 minutes left')).toBeVisible();
    at(300);
    expect(screen.getByText('Less than 5 minutes left')).toBeVisible();
    at(59);
    expect(screen.getByText('Less than 1 minute left')).toBeVisible();
  });

  it('shows the time warning it is given inside a polite live region that is always there', async () => {
    const onDismissTimeWarning = vi.fn();
    const { rerender } = setup({ remainingTime: 601 });
    const region = () => screen.getAllByRole('status').find((s) => s.getAttribute('aria-atomic') === 'true');
    expect(region()).toBeEmptyDOMElement();
    rerender(<QuestionView {...props({ remainingTime: 600, timeWarning: 10, onDismissTimeWarning })} />);
    expect(region()).toHaveTextContent('10 minutes left. Check your flagged and unanswered questions.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismissTimeWarning).toHaveBeenCalled();
    rerender(<QuestionView {...props({ remainingTime: 300, timeWarning: 5 })} />);
    expect(region()).toHaveTextContent('5 minutes left.');
  });

  it('shows the save status', () => {
    setup({ saveStatus: 'offline' });
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
  });

  it('blocks a paused test behind an overlay with Resume, in French', async () => {
    const { onResume } = setup({ isPaused: true, remainingTime: 2530 }, 'fr');
    const dialog = screen.getByRole('alertdialog', { name: 'Test en pause' });
    expect(dialog).toHaveTextContent('00:42:10');
    expect(screen.getByRole('timer', { hidden: true })).toHaveTextContent('(En pause)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprendre' }));
    expect(onResume).toHaveBeenCalled();
  });

  it('reviews before finishing: counts, a jump to any question, then the confirmation', async () => {
    const { onFinish, onNavigate } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Finish Exam' }));
    const review = screen.getByRole('dialog', { name: 'Review before submitting' });
    expect(review).toHaveTextContent(/Answered\s*14\s*Unanswered\s*46\s*Flagged\s*3/);
    await userEvent.click(within(review).getByRole('button', { name: 'Question 4, not answered, flagged' }));
    expect(onNavigate).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Finish Exam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Submit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit your exam?' });
    expect(dialog).toHaveTextContent('You have answered 14 of 60 questions.');
    expect(dialog).toHaveTextContent('46 unanswered questions count as incorrect.');
    expect(dialog).toHaveTextContent('3 questions are still flagged for review.');
    expect(within(dialog).getByRole('button', { name: 'Back to Review' })).toHaveFocus();
    await userEvent.keyboard('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Exam' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('says practice, not exam, when a practice attempt is finished', async () => {
    const { onFinish } = setup({ mode: 'practice' });
    await userEvent.click(screen.getByRole('button', { name: 'Finish Practice' }));
    expect(screen.getByRole('dialog', { name: 'Review before submitting' })).toHaveTextContent(
      'continue to submit your practice',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Submit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit your practice?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Practice' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('disables Previous on the first question and Next on the last', () => {
    setup({ question: { ...singleQuestion, orderId: 1 }, totalQuestions: 1 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
