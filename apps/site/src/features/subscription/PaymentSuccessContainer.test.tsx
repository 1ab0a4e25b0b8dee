import { screen } from '@testing-library/react';
import { fakeApi, json, learner, sessionOf } from '../../test/fakeApi';
import { renderRoutes } from '../../test/renderRoutes';
import { PaymentSuccessContainer } from './PaymentSuccessContainer';

const at = (token: string | null, payerId: string | null) => [
  { path: '/', element: <PaymentSuccessContainer token={token} payerId={payerId} /> },
];

const executed = { success: true, message: 'Paid', status: 'COMPLETED', testId: null };

describe('PaymentSuccessContainer', () => {
  it('executes the approved payment, then verifies it', async () => {
    const api = fakeApi({
      ...sessionOf(learner),
      'POST /payments/paypal/execute': executed,
      'GET /payments/paypal/verify/SANDBOX-1': { verified: true },
    });
    renderRoutes(at('SANDBOX-1', 'SANDBOX-PAYER'), api);
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(api.calls.filter((c) => !c.startsWith('GET /users'))).toEqual([
      'POST /payments/paypal/execute',
      'GET /payments/paypal/verify/SANDBOX-1',
    ]);
  });

  it('shows what was bought, links its receipt and starts the bought test', async () => {
    const api = fakeApi({
      ...sessionOf(learner),
      'POST /payments/paypal/execute': executed,
      'GET /payments/paypal/verify/SANDBOX-4': {
        verified: true,
        purchase: {
          item: 'test',
          itemName: 'CCDAK Practice Test 1',
          testId: 2,
          amount: 19.99,
          currency: 'USD',
          orderNumber: 'ORD-2026-000005',
          expiryDate: '2027-05-21T16:36:07Z',
          receipt: {
            id: 5,
            number: 'R-000005',
            kind: 'receipt',
            refersTo: null,
            item: 'test',
            itemTitle: 'CCDAK Practice Test 1',
            amount: 19.99,
            currency: 'USD',
            issuedAt: '2026-11-21T16:36:07Z',
          },
        },
      },
    });
    renderRoutes(at('SANDBOX-4', 'SANDBOX-PAYER'), api);
    const details = await screen.findByLabelText('Your purchase');
    expect(details).toHaveTextContent('Amount paid$19.99');
    expect(details).toHaveTextContent('Access untilMay 21, 2027');
    expect(screen.getByRole('link', { name: 'Download R-000005 (PDF)' })).toHaveAttribute(
      'href',
      '/elearning/api/payments/receipts/5/pdf?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/tests/2');
  });

  it("shows the text of the server's code when the execution is refused, without verifying", async () => {
    const api = fakeApi({
      ...sessionOf(learner),
      'POST /payments/paypal/execute': () =>
        json({ code: 'PAYMENT_NOT_APPROVED', message: 'Payment was not approved' }, 400),
    });
    renderRoutes(at('SANDBOX-2', 'NOT-A-PAYER'), api);
    expect(await screen.findByText('The payment was not approved.')).toBeInTheDocument();
    expect(api.calls).not.toContain('GET /payments/paypal/verify/SANDBOX-2');
  });

  it('only verifies when there is no payer id (executed elsewhere)', async () => {
    const api = fakeApi({
      ...sessionOf(learner),
      'GET /payments/paypal/verify/SANDBOX-3': { verified: false },
    });
    renderRoutes(at('SANDBOX-3', null), api);
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /payments/paypal/execute');
  });

  it('fails at once without a token', async () => {
    const api = fakeApi(sessionOf(learner));
    renderRoutes(at(null, null), api);
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(api.calls.every((c) => c.startsWith('GET /users'))).toBe(true);
  });
});
