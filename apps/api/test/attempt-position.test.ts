// Issue 28, the place kept: the question on screen is stored with the attempt, so a resume on any device (or
// after a reload) opens it again, and the catalogue says where Continue leads.
import { describe, expect, it } from 'vitest';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();

describe.each(backends)('the last question viewed on $name', (backend) => {
  const h = useHarness(backend);
  const free = () => h.testId('fixture-free');

  async function started() {
    const learner = await h.learner();
    const session = (await learner.agent.post('/test-taking/start', { testId: free() })).body.data;
    return { ...learner, session };
  }

  it('starts at question 1, then resumes at the stored question, also from a second sign-in', async () => {
    const { agent, session, email } = await started();
    expect(session.firstQuestion.orderId).toBe(1);
    let test = (await agent.get(`/tests/${free()}`)).body.data;
    expect(test.openQuestion).toBe(1);

    const saved = await agent.put(`/test-taking/${session.id}/position`, { questionNumber: 3 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ questionNumber: 3 });
    await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 500 });

    // Another device: a fresh sign-in sees the position in the catalogue and the resume opens there.
    const other = await h.agent();
    expect((await other.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    test = (await other.get(`/tests/${free()}`)).body.data;
    expect(test).toMatchObject({ hasAbandonedTest: true, openQuestion: 3 });
    const resumed = await other.post(`/test-taking/${session.id}/resume`, {});
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.firstQuestion.orderId).toBe(3);
    expect(resumed.body.data.status).toBe('IN PROGRESS');
  });

  it('refuses a number outside the attempt, a completed attempt and another learner', async () => {
    const { agent, session } = await started();
    expect((await agent.put(`/test-taking/${session.id}/position`, { questionNumber: 4 })).status).toBe(400);
    expect((await agent.put(`/test-taking/${session.id}/position`, { questionNumber: 0 })).status).toBe(400);
    const stranger = await h.learner();
    const foreign = await stranger.agent.put(`/test-taking/${session.id}/position`, { questionNumber: 2 });
    expect(foreign.status).toBe(404);
    await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 500 });
    const done = await agent.put(`/test-taking/${session.id}/position`, { questionNumber: 2 });
    expect(done.status).toBe(409);
    const test = (await agent.get(`/tests/${free()}`)).body.data;
    expect(test).toMatchObject({ hasAbandonedTest: false, openQuestion: null });
  });

  it('a new attempt starts at question 1 again', async () => {
    const { agent, session } = await started();
    await agent.put(`/test-taking/${session.id}/position`, { questionNumber: 2 });
    const fresh = (await agent.post('/test-taking/start', { testId: free() })).body.data;
    expect(fresh.firstQuestion.orderId).toBe(1);
  });
});
