// A local fake of the parts of PayPal's REST API the server uses — OAuth token, catalog products, billing plans,
// billing subscriptions (create, show, transactions, suspend, activate, cancel) and the webhook signing
// certificate — on 127.0.0.1, so the real PayPal provider code runs against it over HTTP. The test drives what
// PayPal would do on its own (approval, renewals, failures, refunds) and signs webhooks with a test key.
import { createSign, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';

const certs = join(import.meta.dirname, 'paypal-certs');
const pem = (name: string) => readFileSync(join(certs, name), 'utf8');
export const TEST_ROOT_CA = pem('ca.pem');
export const CLIENT = { id: 'fake-client', secret: 'fake-secret' };
export const WEBHOOK_ID = 'WH-FAKE-1';

interface Money {
  currency_code: string;
  value: string;
}
interface Transaction {
  id: string;
  status: string;
  time: string;
  amount_with_breakdown: { gross_amount: Money };
}
interface Subscription {
  id: string;
  plan_id: string;
  custom_id?: string;
  status: string;
  create_time: string;
  billing_info: {
    next_billing_time?: string;
    failed_payments_count: number;
    last_failed_payment?: { time: string; amount: Money };
  };
  transactions: Transaction[];
}

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;
const addMonth = (iso: string) => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString();
};

export interface FakePaypal {
  base: string;
  server: FastifyInstance;
  products: Map<string, unknown>;
  plans: { id: string; product_id: string; name: string; status: string; price: Money }[];
  subscriptions: Map<string, Subscription>;
  /** Every request, for assertions on what the server asked. */
  calls: { method: string; url: string }[];
  /** The learner approved on PayPal: active, first month charged at `time`. */
  approve(subscriptionId: string, time: Date): string;
  /** PayPal bills the next cycle at `time`. Returns the sale id. */
  renew(subscriptionId: string, time: Date): string;
  fail(subscriptionId: string, time: Date): void;
  refund(saleId: string): void;
  /** A webhook delivery as PayPal sends it: the JSON body and its signature headers. */
  sign(
    event: { id: string; event_type: string; resource: Record<string, unknown> },
    options?: { rogue?: boolean; certUrl?: string; webhookId?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const server = Fastify();
  const token = `A21-${randomBytes(8).toString('hex')}`;
  const fake = {
    products: new Map<string, unknown>(),
    plans: [] as FakePaypal['plans'],
    subscriptions: new Map<string, Subscription>(),
    calls: [] as FakePaypal['calls'],
  };
  const priceOf = (s: Subscription) => fake.plans.find((p) => p.id === s.plan_id)!.price;
  const find = (subscriptionId: string) => {
    const s = fake.subscriptions.get(subscriptionId);
    if (!s) throw new Error(`no subscription ${subscriptionId}`);
    return s;
  };

  server.addHook('onRequest', async (request, reply) => {
    fake.calls.push({ method: request.method, url: request.url });
    if (request.url === '/v1/oauth2/token' || request.url.startsWith('/certs/')) return;
    if (request.headers.authorization !== `Bearer ${token}`)
      return reply.code(401).send({ name: 'AUTHENTICATION_FAILURE' });
  });
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  server.post('/v1/oauth2/token', async (request, reply) => {
    const basic = Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${basic}`)
      return reply.code(401).send({ error: 'invalid_client' });
    return { access_token: token, token_type: 'Bearer', expires_in: 32400 };
  });
  server.get('/certs/paypal.pem', async () => pem('cert.pem'));
  server.get('/certs/rogue.pem', async () => pem('rogue-cert.pem'));

  server.get<{ Params: { id: string } }>(
    '/v1/catalogs/products/:id',
    async (request, reply) =>
      fake.products.get(request.params.id) ?? reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' }),
  );
  server.post<{ Body: { id: string; name: string } }>('/v1/catalogs/products', async (request, reply) => {
    fake.products.set(request.body.id, request.body);
    return reply.code(201).send(request.body);
  });
  server.get<{ Querystring: { product_id: string } }>('/v1/billing/plans', async (request) => ({
    plans: fake.plans.filter((p) => p.product_id === request.query.product_id),
  }));
  server.post<{
    Body: { product_id: string; name: string; billing_cycles: { pricing_scheme: { fixed_price: Money } }[] };
  }>('/v1/billing/plans', async (request, reply) => {
    const plan = {
      id: id('P'),
      product_id: request.body.product_id,
      name: request.body.name,
      status: 'ACTIVE',
      price: request.body.billing_cycles[0]!.pricing_scheme.fixed_price,
    };
    fake.plans.push(plan);
    return reply.code(201).send(plan);
  });

  server.post<{ Body: { plan_id: string; custom_id?: string } }>(
    '/v1/billing/subscriptions',
    async (request, reply) => {
      if (!fake.plans.some((p) => p.id === request.body.plan_id))
        return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY' });
      const subscription: Subscription = {
        id: id('I'),
        plan_id: request.body.plan_id,
        custom_id: request.body.custom_id,
        status: 'APPROVAL_PENDING',
        create_time: new Date().toISOString(),
        billing_info: { failed_payments_count: 0 },
        transactions: [],
      };
      fake.subscriptions.set(subscription.id, subscription);
      const { transactions: _t, ...body } = subscription;
      return reply.code(201).send({
        ...body,
        links: [
          {
            rel: 'approve',
            href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=${subscription.id}`,
          },
        ],
      });
    },
  );
  server.get<{ Params: { id: string } }>('/v1/billing/subscriptions/:id', async (request, reply) => {
    const s = fake.subscriptions.get(request.params.id);
    if (!s) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    const { transactions: _t, ...body } = s;
    return body;
  });
  server.get<{ Params: { id: string } }>(
    '/v1/billing/subscriptions/:id/transactions',
    async (request, reply) => {
      const s = fake.subscriptions.get(request.params.id);
      return s ? { transactions: s.transactions } : reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    },
  );
  const transitions: Record<string, { from: string[]; to: string }> = {
    suspend: { from: ['ACTIVE'], to: 'SUSPENDED' },
    activate: { from: ['SUSPENDED'], to: 'ACTIVE' },
    cancel: { from: ['ACTIVE', 'SUSPENDED'], to: 'CANCELLED' },
  };
  server.post<{ Params: { id: string; action: string } }>(
    '/v1/billing/subscriptions/:id/:action',
    async (request, reply) => {
      const s = fake.subscriptions.get(request.params.id);
      const rule = transitions[request.params.action];
      if (!s || !rule) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
      if (!rule.from.includes(s.status))
        return reply
          .code(422)
          .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] });
      s.status = rule.to;
      if (rule.to === 'CANCELLED') delete s.billing_info.next_billing_time;
      return reply.code(204).send();
    },
  );

  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const charge = (s: Subscription, time: Date) => {
    const sale = id('SALE');
    s.transactions.push({
      id: sale,
      status: 'COMPLETED',
      time: time.toISOString(),
      amount_with_breakdown: { gross_amount: priceOf(s) },
    });
    s.billing_info.failed_payments_count = 0;
    return sale;
  };

  return {
    base,
    server,
    ...fake,
    approve(subscriptionId, time) {
      const s = find(subscriptionId);
      s.status = 'ACTIVE';
      const sale = charge(s, time);
      s.billing_info.next_billing_time = addMonth(time.toISOString());
      return sale;
    },
    renew(subscriptionId, time) {
      const s = find(subscriptionId);
      const sale = charge(s, time);
      s.billing_info.next_billing_time = addMonth(s.billing_info.next_billing_time ?? time.toISOString());
      return sale;
    },
    fail(subscriptionId, time) {
      const s = find(subscriptionId);
      s.billing_info.failed_payments_count += 1;
      s.billing_info.last_failed_payment = { time: time.toISOString(), amount: priceOf(s) };
      if (s.billing_info.failed_payments_count >= 3) s.status = 'SUSPENDED';
    },
    refund(saleId) {
      for (const s of fake.subscriptions.values())
        for (const t of s.transactions) if (t.id === saleId) t.status = 'REFUNDED';
    },
    sign(event, options = {}) {
      const body = JSON.stringify(event);
      const transmissionId = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      const message = `${transmissionId}|${time}|${options.webhookId ?? WEBHOOK_ID}|${crc32(body)}`;
      const signature = createSign('RSA-SHA256')
        .update(message)
        .sign(pem(options.rogue ? 'rogue-key.pem' : 'key.pem'), 'base64');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': options.certUrl ?? `${base}/certs/${options.rogue ? 'rogue' : 'paypal'}.pem`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': signature,
        },
      };
    },
    close: () => server.close(),
  };
}
