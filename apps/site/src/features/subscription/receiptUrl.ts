import { receiptPdfPath } from '@elearning/api-client';
import type { ReceiptView } from '@elearning/ui';
import { useIntl } from 'react-intl';

/** The API's base path: receipts download as plain links, carried by the session cookie. */
const API_BASE = '/elearning/api';

export function useReceiptUrl(): (receipt: Pick<ReceiptView, 'id'>) => string {
  const { locale } = useIntl();
  return (receipt) => `${API_BASE}${receiptPdfPath(receipt.id, locale === 'fr' ? 'fr' : 'en')}`;
}
