import type { TestResult } from '@elearning/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as ResultsRoute } from '../../routes/results';
import { fakeApi, json, learner, sessionOf } from '../../test/fakeApi';
import { renderRoutes } from '../../test/renderRoutes';

const result: TestResult = {
  historyId: 42,
  mode: 'exam',
  testId: 1,
  testTitle: 'Kafka Fundamentals Practice Test',
  score: 75,
  correctAnswersCount: 3,
  totalQuestions: 4,
  passingScore: 70,
  passed: true,
  timeUsed: 3725,
  timeLimit: 5400,
  endTime: '2026-11-21T16:43:00Z',
  questions: [1, 2, 3, 4].map((n) => ({
    questionId: n,
    orderId: n,
    type: 'single' as const,
    questionText: `Question ${n}?`,
    category: n === 4 ? ('KSQLDB' as const) : ('PRODUCER' as const),
    categoryName: n === 4 ? ('ksqlDB' as const) : ('Producer' as const),
    explanation: `Because ${n}.`,
    flagged: n === 2,
    ignored: n === 4,
    correct: n !== 4,
    answers: [
      { answerId: n * 10 + 1, value: `Right ${n}`, choiceOrder: 1, correct: true, clientChose: n !== 4 },
      { answerId: n * 10 + 2, value: `Wrong ${n}`, choiceOrder: 2, correct: false, clientChose: false },
    ],
    selectedChoiceIds: n === 4 ? [] : [n * 10 + 1],
    correctChoiceIds: [n * 10 + 1],
    parts: [],
    references: [],
    report: null,
    activeSeconds: n * 30,
  })),
  wrongCount: 0,
  unansweredCount: 1,
  activeTime: 300,
  previousScore: null,
};

// Radix measures some parts (the review's selects); jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const render = (path: string, answers: Record<string, unknown>) =>
  renderRoutes(
    [{ path: '/tests/results/:historyId', element: <ResultsRoute /> }],
    fakeApi({ ...sessionOf(learner), ...answers }),
    path,
  );

describe('the results page', () => {
  it('shows the summary with the time used as hh:mm:ss, then the review', async () => {
    render('/tests/results/42', { 'GET /tests/history/42': { success: true, data: result } });
    expect(await screen.findByRole('heading', { name: 'Congratulations, you passed!' })).toBeInTheDocument();
    expect(screen.getByText('01:02:05')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View Correct Answers & Explanations' }));
    expect(await screen.findByText('Showing 4 of 4 questions')).toBeInTheDocument();
    expect(screen.getByText('Time on question: 0:30')).toBeInTheDocument();
  });

  it('counts wrong and unanswered apart, and sends Retake and "Practise what I missed" to the test page', async () => {
    const { router } = renderRoutes(
      [
        { path: '/tests/results/:historyId', element: <ResultsRoute /> },
        { path: '/tests/:id', element: <p>test page</p> },
      ],
      fakeApi({ ...sessionOf(learner), 'GET /tests/history/42': { success: true, data: result } }),
      '/tests/results/42',
    );
    await screen.findByRole('heading', { name: 'Congratulations, you passed!' });
    expect(screen.getByText('Unanswered').parentElement?.parentElement).toHaveTextContent('Unanswered1');
    fireEvent.click(screen.getByRole('button', { name: 'Practise what I missed (1 question)' }));
    await screen.findByText('test page');
    expect(router.state.location.pathname).toBe('/tests/1');
    expect(router.state.location.state).toEqual({
      practiceSet: { domains: [], count: 1, source: 'missed', scope: 'test' },
    });
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: 'Practise my weakest domain: ksqlDB' }));
    await waitFor(() =>
      expect(router.state.location.state).toEqual({
        practiceSet: { domains: ['ksqlDB'], count: 10, source: 'all', scope: 'all' },
      }),
    );
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: 'Retake Exam' }));
    await waitFor(() => expect(router.state.location.state).toEqual({ retake: 'exam' }));
  });

  it('keeps the review and its filters in the address, so a reload shows the same list', async () => {
    const { router } = render('/tests/results/42', {
      'GET /tests/history/42': { success: true, data: result },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Correct Answers & Explanations' }));
    await screen.findByText('Showing 4 of 4 questions');
    expect(router.state.location.search).toBe('?view=review');
    const reloaded = render('/tests/results/42?view=review&ignored=ignored', {
      'GET /tests/history/42': { success: true, data: result },
    });
    expect(await screen.findAllByText('Showing 1 of 4 questions')).not.toHaveLength(0);
    reloaded.unmount();
  });

  it('reports a problem on a question and shows it as reported; a failure keeps the form with an alert', async () => {
    const bodies: unknown[] = [];
    let fail = true;
    render('/tests/results/42', {
      'GET /tests/history/42': { success: true, data: result },
      'PUT /tests/history/42/questions/3/report': async (request: Request) => {
        bodies.push(await request.json());
        if (fail) return json({ success: false, message: 'Too many attempts.' }, 429);
        return json({
          success: true,
          data: { reason: 'typo', comment: 'partiton', updatedAt: result.endTime },
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Correct Answers & Explanations' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Report a problem with question 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with question 3' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Typo or translation error' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'partiton' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not be sent');
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('report was received');
    expect(bodies).toEqual([
      { reason: 'typo', comment: 'partiton' },
      { reason: 'typo', comment: 'partiton' },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Edit my report on question 3' })).toBeInTheDocument();
    expect(screen.getAllByText('Reported')).toHaveLength(1);
  });

  it('reviews matching and ordering items from the payload: each pair and position marked, the key shown', async () => {
    const steps = [61, 62, 63].map((id, i) => ({
      choiceId: id,
      choiceText: `Step ${id}`,
      choiceOrder: i + 1,
    }));
    const items: TestResult = {
      ...result,
      questions: [
        {
          ...result.questions[0]!,
          questionId: 5,
          orderId: 1,
          type: 'matching',
          correct: false,
          answers: [
            { answerId: 51, value: 'acks=0', choiceOrder: 1, correct: true, clientChose: true },
            { answerId: 52, value: 'acks=all', choiceOrder: 2, correct: false, clientChose: true },
          ],
          targets: [
            { choiceId: 71, choiceText: 'Nobody', choiceOrder: 1 },
            { choiceId: 72, choiceText: 'The leader', choiceOrder: 2 },
            { choiceId: 73, choiceText: 'The in-sync replicas', choiceOrder: 3 },
          ],
          selectedChoiceIds: [51, 71, 52, 72],
          correctChoiceIds: [51, 71, 52, 73],
          parts: [
            { choiceId: 51, correct: true, selectedTargetId: 71, correctTargetId: 71 },
            { choiceId: 52, correct: false, selectedTargetId: 72, correctTargetId: 73 },
          ],
        },
        {
          ...result.questions[1]!,
          questionId: 6,
          orderId: 2,
          type: 'ordering',
          correct: false,
          answers: steps.map((c) => ({
            answerId: c.choiceId,
            value: c.choiceText,
            choiceOrder: c.choiceOrder,
            correct: c.choiceId === 61,
            clientChose: true,
          })),
          selectedChoiceIds: [61, 63, 62],
          correctChoiceIds: [61, 62, 63],
          parts: [
            { choiceId: 61, correct: true, selectedPosition: 1, correctPosition: 1 },
            { choiceId: 62, correct: false, selectedPosition: 3, correctPosition: 2 },
            { choiceId: 63, correct: false, selectedPosition: 2, correctPosition: 3 },
          ],
        },
      ],
    };
    render('/tests/results/42', { 'GET /tests/history/42': { success: true, data: items } });
    fireEvent.click(await screen.findByRole('button', { name: 'View Correct Answers & Explanations' }));
    const [matching, ordering] = await screen.findAllByRole('article');
    expect(within(matching!).getByText('Your match: B. The leader')).toBeInTheDocument();
    expect(within(matching!).getByText('Correct target: C. The in-sync replicas')).toBeInTheDocument();
    expect(within(matching!).getByText('Incorrect')).toBeInTheDocument();
    expect(within(ordering!).getByText('Wrong position: belongs at 2')).toBeInTheDocument();
    const correctOrder = within(ordering!).getByRole('list', { name: 'Correct order' });
    expect(
      within(correctOrder)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['11. Step 61', '22. Step 62', '33. Step 63']);
  });

  it('says so when the attempt does not exist', async () => {
    render('/tests/results/7', {
      'GET /tests/history/7': () =>
        json({ success: false, message: 'Test history not found with id: 7' }, 404),
    });
    expect(await screen.findByText('Test history not found')).toBeInTheDocument();
  });

  it('treats an address that is not an id as a missing attempt', async () => {
    render('/tests/results/abc', {});
    expect(await screen.findByText('Test history not found')).toBeInTheDocument();
  });
});
