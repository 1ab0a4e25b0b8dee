import {
  ArchiveIcon,
  BookmarkIcon,
  BarChartIcon,
  CodeIcon,
  DashboardIcon,
  GearIcon,
  ReaderIcon,
  StarIcon,
} from '@radix-ui/react-icons';
import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LearnerUrls } from '../_internal/urls';

const labels = defineMessages({
  dashboard: { id: 'ui.AppShell.navDashboard', defaultMessage: 'Dashboard' },
  myCourses: { id: 'ui.AppShell.navMyCourses', defaultMessage: 'My Courses' },
  tests: { id: 'ui.AppShell.navTests', defaultMessage: 'Tests' },
  progress: { id: 'ui.AppShell.navProgress', defaultMessage: 'Progress' },
  practiceLabs: { id: 'ui.AppShell.navPracticeLabs', defaultMessage: 'Practice Labs' },
  orders: { id: 'ui.AppShell.navOrders', defaultMessage: 'Orders' },
  subscription: { id: 'ui.AppShell.navSubscription', defaultMessage: 'Subscription' },
  settings: { id: 'ui.AppShell.navSettings', defaultMessage: 'Settings' },
});

/** Where the signed-in frame's links go: the app's URLs, from the site's `config/paths.ts`. */
export type AppShellUrls = Pick<
  LearnerUrls,
  'dashboard' | 'myCourses' | 'tests' | 'progress' | 'practiceLabs' | 'orders' | 'subscription' | 'settings'
>;

export interface NavItem {
  key: keyof AppShellUrls;
  label: MessageDescriptor;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

export const navItems: readonly NavItem[] = [
  { key: 'dashboard', label: labels.dashboard, icon: DashboardIcon },
  { key: 'myCourses', label: labels.myCourses, icon: BookmarkIcon },
  { key: 'tests', label: labels.tests, icon: ReaderIcon },
  { key: 'progress', label: labels.progress, icon: BarChartIcon },
  { key: 'practiceLabs', label: labels.practiceLabs, icon: CodeIcon },
  { key: 'orders', label: labels.orders, icon: ArchiveIcon },
  { key: 'subscription', label: labels.subscription, icon: StarIcon },
  { key: 'settings', label: labels.settings, icon: GearIcon },
];

/**
 * The spec's rule: an item is active when the path equals its path or starts with it. "Starts with" is
 * taken at a segment boundary, so /tests/results/3 activates Tests but /testsuite would not.
 */
export function isActivePath(currentPath: string, itemPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return path === itemPath || path.startsWith(`${itemPath}/`);
}

/**
 * The one item to mark as the current page: of the items whose path contains the current one, the most
 * specific, so /dashboard/courses marks My Courses and not Dashboard as well.
 */
export function activeNavKey(currentPath: string, urls: AppShellUrls): keyof AppShellUrls | undefined {
  const matches = navItems.filter(({ key }) => isActivePath(currentPath, urls[key]));
  return matches.sort((a, b) => urls[b.key].length - urls[a.key].length)[0]?.key;
}
