import { describe, expect, it } from 'vitest';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();
const fr = { headers: { 'accept-language': 'fr' } };
const en = { headers: { 'accept-language': 'en' } };

describe.each(backends)("mails in the learner's language on $name", (backend) => {
  const h = useHarness(backend);

  async function registered(options: typeof fr) {
    const agent = await h.agent();
    const email = `lang-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
    const body = { firstName: 'Léa', lastName: 'Martin', email, password: PASSWORD };
    expect((await agent.post('/users/register', body, options)).status).toBe(201);
    return { agent, email };
  }

  it('sends the verification code in the language of the UI that registered', async () => {
    const french = await registered(fr);
    const mail = await h.lastMail(french.email);
    expect(mail?.subject).toBe(`Votre code de vérification : ${mail?.code}`);
    expect(mail?.text).toContain('Il expire dans 10 minutes.');
    expect(mail?.text).not.toMatch(/expires|Your/);

    const english = await registered(en);
    const other = await h.lastMail(english.email);
    expect(other?.subject).toBe(`Your verification code: ${other?.code}`);
    expect(other?.text).not.toMatch(/Votre|expire dans/);
  });

  it('writes the temporary password mail in the language stored at the last sign-in', async () => {
    const { agent, email } = await registered(fr);
    await agent.post('/users/verify', { email, code: (await h.lastMail(email))?.code }, fr);
    await (await h.agent()).post(`/users/forgot-password?email=${encodeURIComponent(email)}`, undefined, en);
    const french = await h.lastMail(email);
    expect(french?.subject).toBe('Votre mot de passe temporaire');
    expect(french?.text).toMatch(/mot de passe temporaire : [A-Za-z0-9]{12}\n/);
    expect(french?.text).not.toMatch(/link|lien/i);

    h.clock.advance(61 * 60 * 1000);
    expect((await agent.post('/users/login', { email, password: PASSWORD }, en)).status).toBe(200);
    await (await h.agent()).post(`/users/forgot-password?email=${encodeURIComponent(email)}`, undefined, fr);
    const english = await h.lastMail(email);
    expect(english?.subject).toBe('Your temporary password');
    expect(english?.text).toMatch(/temporary password within 1 hour: [A-Za-z0-9]{12}\n/);
  });

  it('sends the email-change code in the UI language and the notice in the stored one', async () => {
    const { agent, email } = await h.learner();
    const newEmail = `moved-${Date.now()}@example.org`;
    const initiated = await agent.patch('/users/email/initiate', { newEmail, currentPassword: PASSWORD }, fr);
    expect(initiated.status).toBe(200);
    const code = await h.lastMail(newEmail);
    expect(code?.subject).toBe(`Confirmez votre nouvelle adresse email : ${code?.code}`);
    const confirmed = await agent.patch(
      `/users/email/verify?newEmail=${encodeURIComponent(newEmail)}`,
      { verificationCode: code?.code },
      en,
    );
    expect(confirmed.status).toBe(200);
    expect((await h.lastMail(email))?.subject).toBe('Votre adresse email a été modifiée');
  });

  it('keeps the language a signed-in learner switches to, for the next mail', async () => {
    const { agent, email } = await registered(en);
    await agent.post('/users/verify', { email, code: (await h.lastMail(email))?.code }, en);
    const saved = await agent.put('/users/language', { language: 'fr' }, en);
    expect(saved.status).toBe(200);
    await (await h.agent()).post(`/users/forgot-password?email=${encodeURIComponent(email)}`, undefined, en);
    expect((await h.lastMail(email))?.subject).toBe('Votre mot de passe temporaire');

    expect((await agent.put('/users/language', { language: 'de' })).body).toMatchObject({
      code: 'VALIDATION',
    });
    expect((await (await h.agent()).put('/users/language', { language: 'en' })).status).toBe(401);
  });
});
