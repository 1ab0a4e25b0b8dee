import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { ReceiptList } from './ReceiptList';
import { sampleReceipts } from './sampleReceipts';

describe('ReceiptList', () => {
  it('lists each document with its number and a PDF link', () => {
    renderWithUi(<ReceiptList receipts={sampleReceipts} receiptUrl={(r) => `/pdf/${r.id}`} />);
    const link = screen.getByRole('link', { name: 'Download R-000031 (PDF)' });
    expect(link).toHaveAttribute('href', '/pdf/3');
    expect(screen.getByText('Refund of R-000012')).toBeInTheDocument();
    expect(screen.getByText('CCDAK Practice Exam 2')).toBeInTheDocument();
    expect(screen.getByText('-$29.99')).toBeInTheDocument();
  });

  it('speaks French', () => {
    renderWithUi(<ReceiptList receipts={sampleReceipts} receiptUrl={(r) => `/pdf/${r.id}`} />, {
      locale: 'fr',
    });
    expect(screen.getByRole('heading', { name: 'Historique des paiements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger R-000031 (PDF)' })).toBeInTheDocument();
  });

  it('says when there is nothing yet', () => {
    renderWithUi(<ReceiptList receipts={[]} receiptUrl={() => ''} />);
    expect(screen.getByText(/No payments yet/)).toBeInTheDocument();
  });
});
