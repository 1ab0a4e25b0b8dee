import { ArchiveIcon, DashboardIcon, GearIcon, ReaderIcon } from '@radix-ui/react-icons';
import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const labels = defineMessages({
  dashboard: { id: 'ui.AppShell.navDashboard', defaultMessage: 'Dashboard' },
  tests: { id: 'ui.AppShell.navTests', defaultMessage: 'Tests' },
  orders: { id: 'ui.AppShell.navOrders', defaultMessage: 'Orders' },
  settings: { id: 'ui.AppShell.navSettings', defaultMessage: 'Settings' },
});

/** Where the signed-in frame's links go: the app's URLs, from the site's `config/paths.ts`. */
export interface AppShellUrls {
  dashboard: string;
  tests: string;
  orders: string;
  settings: string;
}

export interface NavItem {
  key: keyof AppShellUrls;
  label: MessageDescriptor;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

export const navItems: readonly NavItem[] = [
  { key: 'dashboard', label: labels.dashboard, icon: DashboardIcon },
  { key: 'tests', label: labels.tests, icon: ReaderIcon },
  { key: 'orders', label: labels.orders, icon: ArchiveIcon },
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
