import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, learner, sessionOf } from '../../../test/fakeApi';
import { renderRoutes } from '../../../test/renderRoutes';
import type { ExamSession, Question } from '../engine';
import { ExamInProgress } from './ExamInProgress';

// Whether practice's report dialog chunk was fetched: the mocked module says so when it is first imported.
const loaded = vi.hoisted(() => ({ practice: false }));
vi.mock('../lazy/reportProblem', () => {
  loaded.practice = true;
  return { ReportProblemDialog: () => null };
});

function show(mode: ExamSession['mode']) {
  // The first question is on its way: the page spinner, with the attempt's hooks already running.
  const exam = { phase: 'running', mode, question: null, remainingTime: 1800 } as unknown as ExamSession;
  const api = fakeApi(sessionOf(learner));
  renderRoutes(
    [{ path: '/tests/1', element: <ExamInProgress exam={exam} testTitle="Kafka" /> }],
    api,
    '/tests/1',
  );
}

describe('ExamInProgress', () => {
  beforeEach(() => {
    loaded.practice = false;
  });

  it("fetches practice's own parts as soon as the attempt is a practice one", async () => {
    show('practice');
    await waitFor(() => expect(loaded.practice).toBe(true));
  });

  it('leaves them out of an exam attempt', async () => {
    show('exam');
    expect((await screen.findAllByRole('status')).length).toBeGreaterThan(0);
    expect(loaded.practice).toBe(false);
  });
});

describe('ExamInProgress with matching and ordering items', () => {
  const base: Omit<Question, 'type' | 'choices'> = {
    questionId: 7,
    orderId: 1,
    questionText: 'Arrange it.',
    category: 'PRODUCER',
    categoryName: 'Producer',
    correctAnswersNumber: 3,
    flagged: false,
    selectedChoiceIds: [],
  };
  const choices = [31, 32, 33].map((id, i) => ({
    choiceId: id,
    choiceText: `Part ${id}`,
    choiceOrder: i + 1,
  }));

  function showQuestion(question: Question) {
    const exam = {
      phase: 'running',
      mode: 'exam',
      question,
      questionStates: [{ orderId: 1, questionId: 7, answered: false, flagged: false }],
      totalQuestions: 1,
      remainingTime: 1800,
      isPaused: false,
      saveStatus: 'idle',
      inactivityWarning: null,
      select: vi.fn(),
      match: vi.fn(),
      reorder: vi.fn(),
      goTo: vi.fn(),
      toggleFlag: vi.fn(),
    } as unknown as ExamSession;
    renderRoutes(
      [{ path: '/tests/1', element: <ExamInProgress exam={exam} testTitle="Kafka" /> }],
      fakeApi(sessionOf(learner)),
      '/tests/1',
    );
    return exam;
  }

  it('renders a matching payload and sends a chosen target as a match of the item', async () => {
    const exam = showQuestion({
      ...base,
      type: 'matching',
      choices,
      targets: [41, 42, 43].map((id, i) => ({
        choiceId: id,
        choiceText: `Target ${id}`,
        choiceOrder: i + 1,
      })),
      selectedChoiceIds: [32, 43],
    });
    const groups = await screen.findAllByRole('radiogroup');
    expect(groups).toHaveLength(3);
    expect(screen.getAllByRole('radio', { name: /^C\. Target 43/ })[1]).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getAllByRole('radio', { name: /^B\. Target 42/ })[0]!);
    expect(exam.match).toHaveBeenCalledWith(31, 42);
    expect(exam.select).not.toHaveBeenCalled();
  });

  it('renders an ordering payload in the saved order and sends the whole new order', async () => {
    const exam = showQuestion({ ...base, type: 'ordering', choices, selectedChoiceIds: [33, 31, 32] });
    const first = await screen.findByRole('button', { name: 'Move up: Part 31' });
    expect(first).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move up: Part 33' })).toBeDisabled();
    await userEvent.click(first);
    expect(exam.reorder).toHaveBeenCalledWith([31, 33, 32]);
  });
});
