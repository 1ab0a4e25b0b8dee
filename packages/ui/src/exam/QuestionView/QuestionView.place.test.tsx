// Issue 28, the place kept: the heading takes the focus, one tab stop for the palette, the flag's state in
// its text, Enter checks in practice, and the phone's one-line bar with the palette in a bottom sheet.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleQuestionStates, singleQuestion } from '../fixtures';
import { QuestionView, type QuestionViewProps } from './QuestionView';

const props = (overrides: Partial<QuestionViewProps> = {}): QuestionViewProps => ({
  testTitle: 'Kafka Developer Practice Test 1',
  question: singleQuestion,
  totalQuestions: 60,
  questionStates: sampleQuestionStates,
  remainingTime: 4987,
  isPaused: false,
  onChoiceToggle: vi.fn(),
  onToggleFlag: vi.fn(),
  onNavigate: vi.fn(),
  onPause: vi.fn(),
  onResume: vi.fn(),
  onFinish: vi.fn(),
  ...overrides,
});

function asPhone(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: phone && query.includes('max-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('QuestionView: the place kept', () => {
  it('gives the question heading the focus when the question changes', () => {
    const all = props();
    const { rerender } = renderWithUi(<QuestionView {...all} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Question 3 of 60' })).toHaveFocus();
    rerender(<QuestionView {...all} question={{ ...singleQuestion, orderId: 8 }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Question 8 of 60' })).toHaveFocus();
  });

  it('makes the palette one tab stop, moved with the arrow keys', async () => {
    const user = userEvent.setup();
    const all = props();
    renderWithUi(<QuestionView {...all} />);
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    // jsdom applies no media query: the strip is folded as on a phone until its toggle opens it.
    await user.click(within(nav).getByRole('button', { name: /^Show all/ }));
    const cells = within(nav).getAllByRole('button', { name: /^Question \d+/ });
    expect(cells.filter((c) => c.tabIndex === 0)).toHaveLength(1);
    const current = within(nav).getByRole('button', { name: /^Question 3,/ });
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current.tabIndex).toBe(0);
    current.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(nav).getByRole('button', { name: /^Question 4,/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(nav).getByRole('button', { name: /^Question 60,/ })).toHaveFocus();
    await user.keyboard('{Home}');
    const first = within(nav).getByRole('button', { name: /^Question 1,/ });
    expect(first).toHaveFocus();
    expect(first.tabIndex).toBe(0);
    // The arrows stayed in the palette: no question change.
    expect(all.onNavigate).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(all.onNavigate).toHaveBeenCalledWith(1);
  });

  it('says a flagged question is flagged, as a pressed toggle', () => {
    renderWithUi(<QuestionView {...props({ question: { ...singleQuestion, flagged: true } })} />);
    const flag = screen.getByRole('button', { name: 'Flagged' });
    expect(flag).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Flag for review' })).not.toBeInTheDocument();
  });

  it('checks a chosen practice answer with Enter, from the page or the option', async () => {
    const user = userEvent.setup();
    const onCheck = vi.fn();
    const onChoiceToggle = vi.fn();
    const chosen = { ...singleQuestion, selectedChoiceIds: [singleQuestion.choices[0]!.choiceId] };
    const { rerender } = renderWithUi(
      <QuestionView {...props({ mode: 'practice', onCheck, onChoiceToggle, question: chosen })} />,
    );
    await user.keyboard('{Enter}');
    expect(onCheck).toHaveBeenCalledTimes(1);
    screen.getAllByRole('radio')[0]!.focus();
    await user.keyboard('{Enter}');
    expect(onCheck).toHaveBeenCalledTimes(2);
    expect(onChoiceToggle).not.toHaveBeenCalled();
    // Nothing chosen: Enter on an option chooses it, as before.
    rerender(
      <QuestionView {...props({ mode: 'practice', onCheck, onChoiceToggle, question: singleQuestion })} />,
    );
    screen.getAllByRole('radio')[1]!.focus();
    await user.keyboard('{Enter}');
    expect(onCheck).toHaveBeenCalledTimes(2);
    expect(onChoiceToggle).toHaveBeenCalledWith(singleQuestion.choices[1]!.choiceId);
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = asPhone(true);
    });
    afterEach(() => restore());

    it('shows one exam bar: clock, position, Questions and the flag, and no strip beside the question', () => {
      renderWithUi(<QuestionView {...props()} />);
      const bar = screen.getByTestId('exam-bar');
      expect(within(bar).getByRole('timer')).toBeInTheDocument();
      expect(within(bar).getByText('Question 3 of 60')).toBeInTheDocument();
      expect(within(bar).getByRole('button', { name: 'Flag for review' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(screen.getAllByRole('button', { name: /Flag for review|Flagged/ })).toHaveLength(1);
      expect(screen.queryByRole('navigation', { name: 'Questions' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Kafka Developer Practice Test 1' })).toBeTruthy();
    });

    it('opens the palette in a bottom sheet dialog; a question chosen there closes it', async () => {
      const user = userEvent.setup();
      const all = props();
      renderWithUi(<QuestionView {...all} />, { locale: 'fr' });
      await user.click(screen.getByRole('button', { name: 'Questions' }));
      const sheet = await screen.findByRole('dialog', { name: 'Questions' });
      expect(within(sheet).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
      expect(within(sheet).getByRole('button', { name: 'Terminer l’examen' })).toBeInTheDocument();
      await user.click(within(sheet).getByRole('button', { name: /^Question 12,/ }));
      expect(all.onNavigate).toHaveBeenCalledWith(12);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
