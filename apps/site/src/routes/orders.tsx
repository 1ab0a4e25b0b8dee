import { OrdersContainer } from '../features/orders/OrdersContainer';

export function Component() {
  return <OrdersContainer />;
}
