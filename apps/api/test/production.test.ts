// Demo mode against production mode (NODE_ENV=production) in one app each: what exists in one and not the other.
import { describe, expect, it } from 'vitest';
import { ensureDemoLearner, DEMO_LEARNER } from '../src/db/seed/seed';
import type { Mail, Mailer } from '../src/services/mail';
import { Agent } from './support/agent';
import { availableBackends } from './support/backends';
import { checker, PASSWORD, TEST_SCRYPT, useHarness } from './support/harness';

const backends = await availableBackends();

function capturingTransport(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { kind: 'transport', sent, send: async (mail) => void sent.push(mail) };
}

describe.each(backends)('production mode on $name', (backend) => {
  const h = useHarness(backend);

  async function production(options: { payments?: 'disabled' } = {}) {
    const mailer = capturingTransport();
    const app = await h.build({ mode: 'production', mailer, payments: options.payments ?? 'disabled' });
    const agent = new Agent(app.server, checker, '10.9.0.1');
    await agent.get('/users/auth-status');
    return { app, agent, mailer };
  }

  async function productionLearner() {
    const { agent, mailer } = await production();
    const email = `prod-${Math.random().toString(36).slice(2)}@example.org`;
    await agent.post('/users/register', { firstName: 'Pro', lastName: 'Duction', email, password: PASSWORD });
    const code = mailer.sent.at(-1)?.code;
    expect((await agent.post('/users/verify', { email, code })).status).toBe(200);
    return agent;
  }

  it('high: sandbox in production — the app refuses the sandbox provider and the outbox', async () => {
    await expect(h.build({ mode: 'production', mailer: capturingTransport() })).rejects.toThrow(/sandbox/);
    await expect(h.build({ mode: 'production', payments: 'disabled' })).rejects.toThrow(/outbox/);
  });

  it('production: the outbox route does not exist (404)', async () => {
    const { agent } = await production();
    const reply = await agent.get('/dev/outbox?to=someone@example.org');
    expect(reply.status).toBe(404);
  });

  it('production: an existing demo learner cannot sign in; in demo mode it can', async () => {
    await ensureDemoLearner(h.database.db, TEST_SCRYPT);
    const credentials = { email: DEMO_LEARNER.email, password: DEMO_LEARNER.password };
    const { agent } = await production();
    const refused = await agent.post('/users/login', credentials);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid email or password');
    const demo = await h.agent();
    expect((await demo.post('/users/login', credentials)).status).toBe(200);
  });

  it('production: PAYMENTS=disabled answers 503 to every checkout call and says so in the config', async () => {
    const agent = await productionLearner();
    const config = await agent.get('/payments/config');
    expect(config.body).toEqual({ provider: 'disabled', demo: false, currency: 'USD' });
    const site = 'http://localhost';
    const calls = [
      agent.post('/payments/paypal/test/purchase', {
        testId: h.testId('fixture-premium'),
        returnUrl: `${site}/success`,
        cancelUrl: `${site}/cancel`,
      }),
      agent.post('/payments/paypal/subscription/create'),
      agent.post('/payments/paypal/create', { amount: 5, currency: 'USD' }),
      agent.post('/payments/paypal/execute', { paymentId: 'PAY-1', payerId: 'SANDBOX-X' }),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply.status).toBe(503);
      expect(reply.body.message).toMatch(/Payments are unavailable/);
    }
  });

  it('demo: the payment config tells the site it is a demo server', async () => {
    const agent = await h.agent();
    expect((await agent.get('/payments/config')).body).toMatchObject({ provider: 'sandbox', demo: true });
  });
});
