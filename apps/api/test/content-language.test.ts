// Content per language over HTTP: French for `lang=fr` or a French Accept-Language, English for en or nothing,
// and English wherever a field has no French. The free fixture's French is partial on purpose (fixtures.ts).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { choices, questions, tests } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import type { SeedTest } from '../src/db/seed/types';
import { languageFromHeader } from '../src/services/language';
import { availableBackends } from './support/backends';
import { freeFixture } from './support/fixtures';
import { useHarness } from './support/harness';

const backends = await availableBackends();
const SITE = 'https://learn.example.org';
const fr = freeFixture.fr!;
const FR = { headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' } };
const quiet = () => undefined;

describe('Accept-Language', () => {
  it('picks the best-weighted French or English range, else English', () => {
    expect(languageFromHeader('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromHeader('en-GB,fr;q=0.9')).toBe('en');
    expect(languageFromHeader('de,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(languageFromHeader('en;q=0.2,FR;q=0.7')).toBe('fr');
    expect(languageFromHeader('fr;q=0,en')).toBe('en');
    expect(languageFromHeader('de-DE')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});

describe.each(backends)('content per language on $name', (backend) => {
  const h = useHarness(backend, { siteUrl: SITE });
  const free = () => h.testId('fixture-free');
  const premium = () => h.testId('fixture-premium');

  it('serves the catalogue and one test in French, per field, and in English otherwise', async () => {
    const agent = await h.agent();
    const titles = async (path: string, options?: { headers: Record<string, string> }) => {
      const reply = await agent.get(path, options);
      expect(reply.status).toBe(200);
      const data = reply.body.data as { id: number; title: string; description: string }[];
      return Object.fromEntries(data.map((t) => [t.id, [t.title, t.description]]));
    };
    const french = await titles('/tests?requireAuth=false', FR);
    expect(french[free()]).toEqual([fr.title, fr.description]);
    expect(french[premium()]).toEqual(['Fixture premium test', 'Two questions behind a purchase.']);
    expect(await titles('/tests?requireAuth=false&lang=fr')).toEqual(french);

    const english = await titles('/tests?requireAuth=false');
    expect(english[free()]).toEqual([freeFixture.title, freeFixture.description]);
    expect(await titles('/tests?requireAuth=false&lang=en', FR)).toEqual(english);
    expect(await titles('/tests?requireAuth=false', { headers: { 'accept-language': 'de-DE' } })).toEqual(
      english,
    );

    const one = await agent.get(`/tests/${free()}?requireAuth=false&lang=fr`);
    expect(one.body.data).toMatchObject({ title: fr.title, description: fr.description });
    expect(one.headers['content-language']).toBe('fr');
    expect(String(one.headers.vary)).toMatch(/accept-language/i);
    expect((await agent.get(`/tests/${free()}?requireAuth=false&lang=de`)).status).toBe(400);
  });

  it('serves an attempt in the language of each request, switching mid-attempt, with English fallback', async () => {
    const { agent } = await h.learner();
    const started = await agent.post('/test-taking/start', { testId: free() }, FR);
    expect(started.status).toBe(200);
    const session = started.body.data;
    expect(session.firstQuestion.questionText).toBe(fr.questions[0]?.text);
    expect(session.firstQuestion.choices.map((c: { choiceText: string }) => c.choiceText)).toEqual(
      fr.questions[0]?.choices,
    );

    // Question 2: French text, but its French choice list has the wrong length, so the choices stay English.
    const second = (await agent.get(`/test-taking/${session.id}/question/2?lang=fr`)).body.data;
    expect(second.questionText).toBe(fr.questions[1]?.text);
    expect(second.choices.map((c: { choiceText: string }) => c.choiceText)).toEqual(
      freeFixture.questions[1]?.choices.map((c) => c.text),
    );
    // Question 3 has no French at all.
    const third = (await agent.get(`/test-taking/${session.id}/question/3`, FR)).body.data;
    expect(third.questionText).toBe(freeFixture.questions[2]?.text);

    // The learner switches to English: same ids, English text, and the answer saved in French still holds.
    const firstInFrench = session.firstQuestion;
    const correct = firstInFrench.choices[0].choiceId;
    await agent.post(`/test-taking/${session.id}/answer`, {
      questionId: firstInFrench.questionId,
      selectedChoiceIds: [correct],
      remainingTime: 500,
    });
    const firstInEnglish = (await agent.get(`/test-taking/${session.id}/question/1?lang=en`, FR)).body.data;
    expect(firstInEnglish.questionText).toBe(freeFixture.questions[0]?.text);
    expect(firstInEnglish.questionId).toBe(firstInFrench.questionId);
    expect(firstInEnglish.selectedChoiceIds).toEqual([correct]);
    const paused = await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 400 });
    expect(paused.status).toBe(200);
    const resumed = (await agent.post(`/test-taking/${session.id}/resume?lang=fr`)).body.data;
    expect(resumed.firstQuestion.questionText).toBe(fr.questions[0]?.text);

    // Results and review follow the language of the request that reads them.
    const result = (await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 300 }, FR)).body
      .data;
    expect(result.testTitle).toBe(fr.title);
    expect(result.correctAnswersCount).toBe(1);
    expect(result.questions.map((q: { explanation: string }) => q.explanation)).toEqual([
      fr.questions[0]?.explanation,
      fr.questions[1]?.explanation,
      freeFixture.questions[2]?.explanation,
    ]);
    expect(result.questions[0].answers.map((a: { value: string }) => a.value)).toEqual(
      fr.questions[0]?.choices,
    );
    const review = (await agent.get(`/tests/history/${session.id}`)).body.data;
    expect(review.testTitle).toBe(freeFixture.title);
    expect(review.questions.map((q: { questionText: string }) => q.questionText)).toEqual(
      freeFixture.questions.map((q) => q.text),
    );
    expect(review.score).toBe(result.score);
    const reviewInFrench = (await agent.get(`/tests/history/${session.id}?lang=fr`)).body.data;
    expect(reviewInFrench.questions[1].questionText).toBe(fr.questions[1]?.text);
  });

  it('names order items in the learner’s language', async () => {
    const { agent } = await h.learner();
    const bought = await agent.post('/payments/paypal/test/purchase', {
      testId: premium(),
      returnUrl: `${SITE}/success`,
      cancelUrl: `${SITE}/cancel`,
    });
    const subscribed = await agent.post('/payments/paypal/subscription/create', undefined, {
      headers: { origin: SITE },
    });
    for (const created of [bought.body, subscribed.body] as { paymentId?: string; approvalUrl: string }[]) {
      const approval = new URL(created.approvalUrl);
      const executed = await agent.post('/payments/paypal/execute', {
        paymentId: created.paymentId ?? approval.searchParams.get('token'),
        payerId: approval.searchParams.get('PayerID'),
      });
      expect(executed.status).toBe(200);
    }
    const names = async (options?: { headers: Record<string, string> }) =>
      ((await agent.get('/orders', options)).body.data as { testName: string }[])
        .map((o) => o.testName)
        .sort();
    expect(await names()).toEqual(['Fixture premium test', 'Premium subscription']);
    // The premium fixture has no French title: its English is the fallback.
    expect(await names(FR)).toEqual(['Abonnement Premium', 'Fixture premium test']);
    await h.database.db.update(tests).set({ titleFr: 'Test premium' }).where(eq(tests.id, premium()));
    expect(await names(FR)).toEqual(['Abonnement Premium', 'Test premium']);
    expect(await names({ headers: { 'accept-language': 'en-US' } })).toEqual([
      'Fixture premium test',
      'Premium subscription',
    ]);
    await h.database.db.update(tests).set({ titleFr: null }).where(eq(tests.id, premium()));
  });

  it('seeds the French idempotently; once attempts exist, a French fix is a new version served to new attempts', async () => {
    const slug = `french-${backend.name}`;
    const original: SeedTest = { ...freeFixture, slug };
    await seedTests(h.database.db, [original], quiet);
    const [row] = await h.database.db.select().from(tests).where(eq(tests.slug, slug));
    const stored = async () =>
      h.database.db
        .select({ position: questions.position, textFr: questions.textFr, choiceFr: choices.textFr })
        .from(questions)
        .innerJoin(choices, eq(choices.questionId, questions.id))
        .where(and(eq(questions.testId, row!.id), eq(questions.active, true)))
        .orderBy(questions.position, choices.position);
    const first = await stored();
    expect(first.filter((r) => r.position === 1).map((r) => r.choiceFr)).toEqual(fr.questions[0]?.choices);
    expect(first.filter((r) => r.position === 2).every((r) => r.choiceFr === null)).toBe(true);
    expect(first.filter((r) => r.position === 3).every((r) => r.textFr === null)).toBe(true);
    await seedTests(h.database.db, [original], quiet);
    expect(await stored()).toEqual(first);

    const { agent } = await h.learner();
    await agent.post('/test-taking/start', { testId: row!.id });
    const retranslated: SeedTest = {
      ...original,
      fr: {
        ...fr,
        title: 'Nouveau titre',
        questions: [...fr.questions, { ...fr.questions[0]!, text: 'Q3' }],
      },
    };
    await seedTests(h.database.db, [retranslated], quiet);
    const [updated] = await h.database.db.select().from(tests).where(eq(tests.slug, slug));
    expect(updated?.titleFr).toBe('Nouveau titre');
    expect((await stored()).filter((r) => r.position === 3).every((r) => r.textFr === 'Q3')).toBe(true);
  });
});
