export { DashboardPage, type DashboardPageProps } from './DashboardPage';
export type { DashboardArticle, DashboardOpenAttempt, DashboardStats, DashboardTest } from './types';
