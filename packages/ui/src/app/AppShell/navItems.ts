import { ArchiveIcon, DashboardIcon, GearIcon, ReaderIcon } from '@radix-ui/react-icons';
import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const labels = defineMessages({
  dashboard: { id: 'ui.AppShell.navDashboard', defaultMessage: 'Dashboard' },
  tests: { id: 'ui.AppShell.navTests', defaultMessage: 'Tests' },
  orders: { id: 'ui.AppShell.navOrders', defaultMessage: 'Orders' },
  settings: { id: 'ui.AppShell.navSettings', defaultMessage: 'Settings' },
});

export interface NavItem {
  href: string;
  label: MessageDescriptor;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

export const navItems: readonly NavItem[] = [
  { href: '/dashboard', label: labels.dashboard, icon: DashboardIcon },
  { href: '/tests', label: labels.tests, icon: ReaderIcon },
  { href: '/orders', label: labels.orders, icon: ArchiveIcon },
  { href: '/settings', label: labels.settings, icon: GearIcon },
];

/**
 * The spec's rule: an item is active when the path equals its path or starts with it. "Starts with" is
 * taken at a segment boundary, so /tests/results/3 activates Tests but /testsuite would not.
 */
export function isActivePath(currentPath: string, itemPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
