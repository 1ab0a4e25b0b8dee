import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { daysLeftTone } from './daysLeft';
import { OrderTable } from './OrderTable';
import { sampleOrders } from './sampleOrders';

const order = sampleOrders[0]!;

describe('daysLeftTone', () => {
  it.each([
    [181, 'active', 'green'],
    [31, 'active', 'green'],
    [8, 'active', 'green'],
    [7, 'expiring-soon', 'amber'],
    [1, 'expiring-soon', 'amber'],
    [0, 'expiring-soon', 'amber'],
    [0, 'expired', 'expired'],
    [45, 'expired', 'expired'],
  ] as const)('%i days, %s → %s', (daysLeft, status, tone) => {
    expect(daysLeftTone({ daysLeft, status })).toBe(tone);
  });
});

describe('OrderTable', () => {
  it('shows product with order number, status, price with currency, dates and days left', () => {
    renderWithUi(<OrderTable orders={[order]} />);
    const table = screen.getByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent(
      'CCDAK Practice Test 1Order ORD-2026-000005Receipt R-000005 (PDF)',
    );
    expect(within(row).getByRole('link', { name: 'Receipt R-000005 (PDF)' })).toHaveAttribute(
      'href',
      '#receipt-5',
    );
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('$19.99');
    expect(row).toHaveTextContent('Nov 21, 2026');
    expect(row).toHaveTextContent('May 21, 2027');
    expect(within(row).getByText('181 days')).toHaveAttribute('data-tone', 'green');
  });

  it('colours days left by threshold and says Expired, in French too', () => {
    renderWithUi(<OrderTable orders={sampleOrders} />, { locale: 'fr' });
    const table = screen.getByRole('table');
    expect(within(table).getByText('21 jours')).toHaveAttribute('data-tone', 'green');
    expect(within(table).getByText('0 jour')).toHaveAttribute('data-tone', 'amber');
    expect(
      within(table)
        .getAllByText('Expirée')
        .some((el) => el.getAttribute('data-tone') === 'expired'),
    ).toBe(true);
    expect(table).toHaveTextContent(/14,50\s€/);
    expect(table).toHaveTextContent('21 nov. 2026');
  });

  it('also renders every order as a card for small screens', () => {
    renderWithUi(<OrderTable orders={sampleOrders} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(sampleOrders.length);
  });
});
