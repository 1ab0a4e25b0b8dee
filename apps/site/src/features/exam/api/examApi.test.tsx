import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiProvider } from '../../../app/ApiProvider';
import { fakeApi, json, type Answer } from '../../../test/fakeApi';
import { makeQuestion, makeSession } from '../engine/testing/fakeExamApi';
import { useExamApi } from './examApi';

const session = makeSession({ id: 88, testId: 2 });

function renderExamApi(table: Record<string, Answer>) {
  const api = fakeApi(table);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api.client} isolatedCache>
      {children}
    </ApiProvider>
  );
  return { api, examApi: renderHook(() => useExamApi(), { wrapper }).result.current };
}

const bodies: unknown[] = [];
const recording =
  (answer: unknown, status = 200) =>
  async (request: Request) => {
    bodies.push(request.method === 'GET' ? null : await request.clone().json());
    return json(answer, status);
  };

describe('the ExamApi over the API client', () => {
  beforeEach(() => {
    bodies.length = 0;
    document.cookie = 'XSRF-TOKEN=xsrf-123';
  });

  it('resumes the open session of the test', async () => {
    const { api, examApi } = renderExamApi({
      'GET /test-taking/abandoned': { success: true, data: { id: 88, status: 'PAUSED' } },
      'POST /test-taking/88/resume': { success: true, data: session },
    });
    await expect(examApi.startOrResume(2)).resolves.toMatchObject({ id: 88 });
    expect(api.calls).toEqual(['GET /test-taking/abandoned', 'POST /test-taking/88/resume']);
  });

  it('starts a new attempt without an open session, or when the lookup is refused', async () => {
    for (const lookup of [{ success: true, data: null }, () => json({ message: 'Not found' }, 404)]) {
      const { api, examApi } = renderExamApi({
        'GET /test-taking/abandoned': lookup,
        'POST /test-taking/start': recording({ success: true, data: session }),
      });
      await examApi.startOrResume(2, lookup instanceof Function ? 'practice' : undefined);
      expect(api.calls).toEqual(['GET /test-taking/abandoned', 'POST /test-taking/start']);
    }
    expect(bodies).toEqual([
      { testId: 2, mode: 'exam' },
      { testId: 2, mode: 'practice' },
    ]);
  });

  it('does not start over when the lookup failed for a passing reason', async () => {
    const { api, examApi } = renderExamApi({
      'GET /test-taking/abandoned': () => json({ message: 'Down' }, 503),
    });
    await expect(examApi.startOrResume(2)).rejects.toMatchObject({ status: 503 });
    expect(api.calls).toEqual(['GET /test-taking/abandoned']);
  });

  it('maps the question, answer, flag, pause and submit calls', async () => {
    const result = { historyId: 5, testId: 2, questions: [] };
    const { api, examApi } = renderExamApi({
      'GET /test-taking/88/question/3': { success: true, data: makeQuestion(3) },
      'POST /test-taking/88/answer': recording({
        success: true,
        data: { questionId: 103, selectedChoiceIds: [31], remainingTime: 4000 },
      }),
      'PUT /test-taking/88/questions/103/flag': recording({
        success: true,
        data: { questionId: 103, flagged: true },
      }),
      'POST /test-taking/88/pause': recording({
        success: true,
        message: 'Test paused successfully',
        data: { status: 'PAUSED', remainingTime: 3990 },
      }),
      'POST /test-taking/88/submit': recording({ success: true, data: result }),
    });
    await expect(examApi.getQuestion(88, 3)).resolves.toMatchObject({ questionId: 103 });
    await expect(
      examApi.saveAnswer(88, { questionId: 103, selectedChoiceIds: [31], remainingTime: 4001 }),
    ).resolves.toMatchObject({ remainingTime: 4000 });
    await examApi.setFlag(88, 103, true);
    await expect(examApi.pause(88, 3995)).resolves.toMatchObject({ remainingTime: 3990 });
    await expect(examApi.submit(88, 3000)).resolves.toMatchObject({ historyId: 5 });
    expect(api.calls).toHaveLength(5);
    expect(bodies).toEqual([
      { questionId: 103, selectedChoiceIds: [31], remainingTime: 4001 },
      { flagged: true },
      { remainingTime: 3995 },
      { remainingTime: 3000 },
    ]);
  });

  it('rejects with the status and message the engine reads', async () => {
    const { examApi } = renderExamApi({
      'POST /test-taking/88/answer': () => json({ message: 'The test is paused' }, 409),
    });
    await expect(
      examApi.saveAnswer(88, { questionId: 1, selectedChoiceIds: [], remainingTime: 1 }),
    ).rejects.toMatchObject({ status: 409, message: 'The test is paused' });
  });

  it('pauses on unload with a keepalive request that carries the XSRF header', async () => {
    const seen: Request[] = [];
    const { examApi } = renderExamApi({
      'POST /test-taking/88/pause': (request: Request) => {
        seen.push(request);
        return json({ success: true, message: 'ok', data: { status: 'PAUSED', remainingTime: 100 } });
      },
    });
    examApi.pauseOnUnload(88, 100);
    await waitFor(() => expect(seen).toHaveLength(1));
    const [request] = seen;
    expect(request?.keepalive).toBe(true);
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');
    expect(await request?.json()).toEqual({ remainingTime: 100 });
  });

  it('only logs a failed pause on unload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { examApi } = renderExamApi({});
    expect(() => examApi.pauseOnUnload(88, 100)).not.toThrow();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
