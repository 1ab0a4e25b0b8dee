// A learner's reading and lab progress (spec decision 81): empty for a new account, stored per learner, idempotent.
import { describe, expect, it } from 'vitest';
import { learningProgress } from '../src/db/schema';
import { LEARNING_ENTRY_LIMIT } from '../src/services/learning';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';

const backends = await availableBackends();

describe.each(backends)('learning progress on $name', (backend) => {
  const h = useHarness(backend);

  it('starts empty for a new account and needs a session', async () => {
    const { agent } = await h.learner();
    const mine = await agent.get('/users/me/learning');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({ articlesRead: [], checksPassed: [], labSteps: [] });
    const anonymous = await h.agent();
    expect((await anonymous.get('/users/me/learning')).status).toBe(401);
    expect((await anonymous.put('/users/me/learning/articles/intro', { event: 'read' })).status).toBe(401);
  });

  it('records articles read, checks passed and lab steps, once each, for that learner only', async () => {
    const ada = await h.learner();
    const bob = await h.learner();
    await ada.agent.put('/users/me/learning/articles/intro', { event: 'read' });
    const again = await ada.agent.put('/users/me/learning/articles/intro', { event: 'read' });
    expect(again.status).toBe(200);
    await ada.agent.put('/users/me/learning/articles/intro', { event: 'check-passed' });
    const lab = await ada.agent.put('/users/me/learning/labs/first-topic/steps/create-topic');
    expect(lab.status).toBe(200);
    expect(lab.body.data).toEqual({
      articlesRead: ['intro'],
      checksPassed: ['intro'],
      labSteps: [{ labId: 'first-topic', stepId: 'create-topic' }],
    });
    // Survives a new session (a reload, another device).
    expect((await ada.agent.get('/users/me/learning')).body.data).toEqual(lab.body.data);
    expect((await bob.agent.get('/users/me/learning')).body.data).toEqual({
      articlesRead: [],
      checksPassed: [],
      labSteps: [],
    });
  });

  it('refuses malformed ids and events, and entries past the limit', async () => {
    const { agent, id } = await h.learner();
    expect((await agent.put('/users/me/learning/articles/Not%20An%20Id', { event: 'read' })).status).toBe(
      400,
    );
    expect((await agent.put('/users/me/learning/articles/intro', { event: 'finished' })).status).toBe(400);
    await h.database.db.insert(learningProgress).values(
      Array.from({ length: LEARNING_ENTRY_LIMIT }, (_, i) => ({
        userId: id,
        kind: 'article_read' as const,
        itemKey: `filler-${i}`,
      })),
    );
    const refused = await agent.put('/users/me/learning/labs/lab/steps/one');
    expect(refused.status).toBe(400);
    // An entry already stored is still accepted (idempotent).
    expect((await agent.put('/users/me/learning/articles/filler-1', { event: 'read' })).status).toBe(200);
  });
});
