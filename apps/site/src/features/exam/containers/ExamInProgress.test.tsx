import { screen, waitFor } from '@testing-library/react';
import { fakeApi, learner, sessionOf } from '../../../test/fakeApi';
import { renderRoutes } from '../../../test/renderRoutes';
import type { ExamSession } from '../engine';
import { ExamInProgress } from './ExamInProgress';

// Whether practice's on-demand chunk was fetched: the mocked module says so when it is first imported.
const loaded = vi.hoisted(() => ({ practice: false }));
vi.mock('../lazy/practice', () => {
  loaded.practice = true;
  return { PracticeSetForm: () => null, ReportProblemDialog: () => null };
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
