import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, freeTest as test, learner, sessionOf } from '../../../test/fakeApi';
import { renderRoutes } from '../../../test/renderRoutes';
import type { ExamSession } from '../engine';
import { ExamScreen } from './ExamScreen';

// Which on-demand chunks were fetched: each mocked module says so when it is first imported.
const loaded = vi.hoisted(() => ({ result: false, practice: false }));
const exam = vi.hoisted(() => ({ current: {} as Partial<ExamSession> }));
// What the result view was handed (its module is mocked below).
const resultProps = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));

vi.mock('../engine', () => ({ useExamSession: () => exam.current }));
vi.mock('./ExamInProgress', () => ({ ExamInProgress: () => <p>Question on screen</p> }));
vi.mock('../../results/ResultDetails', () => {
  loaded.result = true;
  return {
    ResultDetails: (props: Record<string, unknown>) => {
      resultProps.current = props;
      return <h2>Result summary</h2>;
    },
  };
});
vi.mock('../lazy/practiceSetForm', () => {
  loaded.practice = true;
  return { PracticeSetForm: () => <h2>Custom practice set</h2> };
});

/** The router's place, as the probe under the routes shows it. */
const location = () => screen.getByRole('status', { name: 'location' });

function show(session: Partial<ExamSession>) {
  exam.current = { unsavedAtSubmit: [], mode: 'exam', start: () => Promise.resolve(), ...session };
  const api = fakeApi({ ...sessionOf(learner), 'GET /tests/1/history': { success: true, data: [] } });
  return renderRoutes([{ path: '/tests/1', element: <ExamScreen test={test} /> }], api, '/tests/1');
}

describe('ExamScreen loads what only some attempts need on demand', () => {
  beforeEach(() => {
    loaded.result = false;
    loaded.practice = false;
  });

  it('fetches the result view while the attempt is submitted, and shows it once finished', async () => {
    const { unmount } = show({ phase: 'running' });
    expect(await screen.findByText('Question on screen')).toBeInTheDocument();
    expect(loaded.result).toBe(false);
    unmount();

    show({ phase: 'submitting' });
    await waitFor(() => expect(loaded.result).toBe(true));
  });

  it('shows the result of a finished attempt', async () => {
    show({ phase: 'finished', result: { historyId: 7, mode: 'exam' } as ExamSession['result'] });
    expect(await screen.findByRole('heading', { name: 'Result summary' })).toBeInTheDocument();
  });

  it('shows the practice set form on the intro in either mode', async () => {
    // Without IntersectionObserver (this test's DOM) the form is drawn at once.
    show({ phase: 'idle' });
    expect(await screen.findByRole('heading', { name: 'Custom practice set' })).toBeInTheDocument();
    expect(loaded.practice).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: /Practice/ }));
    expect(screen.getByRole('heading', { name: 'Custom practice set' })).toBeInTheDocument();
  });

  it('draws the practice set form only as it nears the screen or the learner reaches for the picker', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    try {
      const { unmount } = show({ phase: 'idle' });
      expect(await screen.findByRole('radio', { name: /Practice/ })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Custom practice set' })).toBeNull();
      const watched = observers.find((o) => o.target);
      expect(watched).toBeDefined();
      act(() =>
        watched?.callback(
          [{ isIntersecting: true, target: watched.target } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await screen.findByRole('heading', { name: 'Custom practice set' })).toBeInTheDocument();
      unmount();

      show({ phase: 'idle' });
      fireEvent.pointerOver(await screen.findByRole('radio', { name: /Practice/ }));
      expect(await screen.findByRole('heading', { name: 'Custom practice set' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts what the link asked for once: a practice set from the results page', async () => {
    const startSet = vi.fn(() => Promise.resolve(null));
    exam.current = {
      unsavedAtSubmit: [],
      mode: 'exam',
      phase: 'idle',
      start: () => Promise.resolve(),
      startSet,
    };
    const api = fakeApi({ ...sessionOf(learner), 'GET /tests/1/history': { success: true, data: [] } });
    const set = { domains: [], count: 3, source: 'missed' as const, scope: 'test' as const };
    renderRoutes([{ path: '/tests/1', element: <ExamScreen test={test} /> }], api, {
      pathname: '/tests/1',
      state: { practiceSet: set },
    });
    await waitFor(() => expect(startSet).toHaveBeenCalledWith(set));
    expect(startSet).toHaveBeenCalledTimes(1);
  });
});

describe('ExamScreen after a paid test’s free sample (issue 28)', () => {
  it('offers no practice set the learner could not open, but the purchase, and Retake starts a new sample', async () => {
    const startSample = vi.fn(() => Promise.resolve());
    const startSet = vi.fn(() => Promise.resolve(null));
    exam.current = {
      unsavedAtSubmit: [],
      mode: 'practice',
      phase: 'finished',
      result: { historyId: 8, mode: 'practice' } as ExamSession['result'],
      start: () => Promise.resolve(),
      startSample,
      startSet,
    };
    const api = fakeApi({ ...sessionOf(learner), 'GET /tests/1/history': { success: true, data: [] } });
    renderRoutes(
      [
        { path: '/tests/1', element: <ExamScreen test={test} sample /> },
        { path: '/tests', element: <p>Catalogue</p> },
      ],
      api,
      '/tests/1?sample=1',
    );
    expect(await screen.findByRole('heading', { name: 'Result summary' })).toBeInTheDocument();
    expect(resultProps.current.onPractise).toBeUndefined();
    (resultProps.current.onRetake as () => void)();
    expect(startSample).toHaveBeenCalled();
    act(() => (resultProps.current.onBuy as () => void)());
    expect(await screen.findByText('Catalogue')).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/tests {"purchaseTestId":${test.id}}`);
    expect(startSet).not.toHaveBeenCalled();
  });

  it('keeps the practice sets and offers no purchase after a test the learner can open', async () => {
    show({ phase: 'finished', result: { historyId: 7, mode: 'exam' } as ExamSession['result'] });
    expect(await screen.findByRole('heading', { name: 'Result summary' })).toBeInTheDocument();
    expect(resultProps.current.onPractise).toBeInstanceOf(Function);
    expect(resultProps.current.onBuy).toBeUndefined();
  });
});
