import { screen } from '@testing-library/react';
import { CheckoutButton } from '../features/payments/CheckoutButton';
import { fakeApi, sessionOf } from '../test/fakeApi';
import { renderRoutes } from '../test/renderRoutes';
import { DemoNotice } from './DemoNotice';

const checkout = (
  <>
    <DemoNotice />
    <CheckoutButton createOrder={async () => ({ paymentId: 'P' })} onApproved={() => undefined} />
  </>
);

describe('run modes on the site', () => {
  it('a demo server: the notice says mail goes to the outbox and payments are simulated', async () => {
    const api = fakeApi({
      ...sessionOf(null),
      'GET /payments/config': { provider: 'sandbox', currency: 'USD', demo: true },
    });
    renderRoutes([{ path: '/', element: checkout }], api);
    expect(await screen.findByRole('complementary', { name: 'Demo server' })).toHaveTextContent(
      'Demo: mail goes to the outbox, payments are simulated.',
    );
  });

  it('a production server with PAYMENTS=disabled: no notice, checkout shown as unavailable', async () => {
    const api = fakeApi({
      ...sessionOf(null),
      'GET /payments/config': { provider: 'disabled', currency: 'USD', demo: false },
    });
    renderRoutes([{ path: '/', element: checkout }], api);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Checkout is unavailable: this server takes no payments at the moment.',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
