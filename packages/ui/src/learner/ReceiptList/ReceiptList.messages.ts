import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.ReceiptList.title', defaultMessage: 'Payment history' },
    number: { id: 'ui.ReceiptList.number', defaultMessage: 'Number' },
    date: { id: 'ui.ReceiptList.date', defaultMessage: 'Date' },
    item: { id: 'ui.ReceiptList.item', defaultMessage: 'Item' },
    amount: { id: 'ui.ReceiptList.amount', defaultMessage: 'Amount' },
    document: { id: 'ui.ReceiptList.document', defaultMessage: 'Document' },
    receipt: { id: 'ui.ReceiptList.receipt', defaultMessage: 'Receipt' },
    creditNote: { id: 'ui.ReceiptList.creditNote', defaultMessage: 'Credit note' },
    subscription: { id: 'ui.ReceiptList.subscription', defaultMessage: 'Premium subscription, 1 month' },
    test: { id: 'ui.ReceiptList.test', defaultMessage: 'Practice test' },
    generic: { id: 'ui.ReceiptList.generic', defaultMessage: 'Payment' },
    empty: {
      id: 'ui.ReceiptList.empty',
      defaultMessage: 'No payments yet: each payment will leave a receipt here.',
    },
    loading: { id: 'ui.ReceiptList.loading', defaultMessage: 'Loading your receipts…' },
  }),
  refersTo: defineMessage<{ number: string }>({
    id: 'ui.ReceiptList.refersTo',
    defaultMessage: 'Refund of {number}',
  }),
  download: defineMessage<{ number: string }>({
    id: 'ui.ReceiptList.download',
    defaultMessage: 'Download {number} (PDF)',
  }),
};
