import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    product: { id: 'ui.OrderTable.product', defaultMessage: 'Product' },
    status: { id: 'ui.OrderTable.status', defaultMessage: 'Status' },
    price: { id: 'ui.OrderTable.price', defaultMessage: 'Price' },
    purchased: { id: 'ui.OrderTable.purchased', defaultMessage: 'Purchased' },
    expires: { id: 'ui.OrderTable.expires', defaultMessage: 'Expires' },
    daysLeft: { id: 'ui.OrderTable.daysLeft', defaultMessage: 'Days left' },
    active: { id: 'ui.OrderTable.active', defaultMessage: 'Active' },
    expiringSoon: { id: 'ui.OrderTable.expiringSoon', defaultMessage: 'Expiring soon' },
    expired: { id: 'ui.OrderTable.expired', defaultMessage: 'Expired' },
  }),
  orderNumber: defineMessage<{ number: string }>({
    id: 'ui.OrderTable.orderNumber',
    defaultMessage: 'Order {number}',
  }),
  days: defineMessage<{ count: number }>({
    id: 'ui.OrderTable.days',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
  }),
  receipt: defineMessage<{ number: string }>({
    id: 'ui.OrderTable.receipt',
    defaultMessage: 'Receipt {number} (PDF)',
  }),
};
