import { useOrders } from '@elearning/api-client';
import { OrdersPage } from '@elearning/ui';
import { useState } from 'react';
import { useServerMessage } from '../../lib/errors';
import { statusOf } from '../../lib/queryStatus';
import { useLearnerUrls } from '../../lib/addresses';
import { useReceiptUrl } from '../subscription/receiptUrl';

/** Order history; a 401 is handled by the session (back to /login). */
export function OrdersContainer() {
  const learnerUrls = useLearnerUrls();
  const serverMessage = useServerMessage();
  const orders = useOrders();
  const [isRefreshing, setRefreshing] = useState(false);
  const receiptUrl = useReceiptUrl();

  const refresh = async () => {
    setRefreshing(true);
    try {
      await orders.mutate();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <OrdersPage
      status={statusOf(orders)}
      orders={(orders.data ?? []).map((order) => ({
        ...order,
        receipt: order.receipt ? { number: order.receipt.number, url: receiptUrl(order.receipt) } : null,
      }))}
      errorMessage={serverMessage(orders.error)}
      onRetry={() => void orders.mutate()}
      onRefresh={() => void refresh()}
      isRefreshing={isRefreshing}
      urls={learnerUrls}
    />
  );
}
