export { DashboardPage, type DashboardPageProps } from './DashboardPage';
export type { DashboardArticle, DashboardStats, DashboardTest } from './types';
