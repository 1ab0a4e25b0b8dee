import { ApiError } from '@elearning/api-client';
import { billingOf } from './billing';

const now = new Date('2026-06-01T00:00:00Z');
const config = { provider: 'sandbox', currency: 'USD', demo: true } as const;

describe('billingOf', () => {
  it('is premium while a paid subscription runs, paid through the configured provider', () => {
    const data = {
      subscriptionPaid: true,
      subscriptionDate: '2026-05-20T00:00:00Z',
      subscriptionExpiryDate: '2026-06-20T00:00:00Z',
    };
    expect(billingOf({ data, error: undefined }, config, now)).toEqual({
      status: 'success',
      plan: 'premium',
      expiresOn: '2026-06-20T00:00:00Z',
      paymentMethod: 'sandbox',
    });
  });

  it('is free once it has ended, still saying when', () => {
    const data = {
      subscriptionPaid: true,
      subscriptionDate: '2026-04-01T00:00:00Z',
      subscriptionExpiryDate: '2026-05-01T00:00:00Z',
    };
    expect(billingOf({ data, error: undefined }, { ...config, provider: 'paypal' }, now)).toMatchObject({
      plan: 'free',
      expiresOn: '2026-05-01T00:00:00Z',
      paymentMethod: 'paypal',
    });
  });

  it('has no end or method without a subscription, and follows the request state', () => {
    const data = { subscriptionPaid: false, subscriptionDate: null, subscriptionExpiryDate: null };
    expect(billingOf({ data, error: undefined }, config, now)).toMatchObject({
      plan: 'free',
      expiresOn: null,
      paymentMethod: null,
    });
    expect(billingOf({ data: undefined, error: undefined }, config, now).status).toBe('loading');
    expect(billingOf({ data: undefined, error: new ApiError(500, 'x') }, config, now).status).toBe('error');
  });
});
