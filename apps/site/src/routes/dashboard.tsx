import { DashboardContainer } from '../features/dashboard/DashboardContainer';

export function Component() {
  return <DashboardContainer />;
}
