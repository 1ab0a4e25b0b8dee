// @vitest-environment node
import { activeNavKey, isActivePath } from './navItems';

describe('isActivePath', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard/', '/dashboard', true],
    ['/dashboard/courses', '/dashboard', true],
    ['/tests/12', '/tests', true],
    ['/tests/results/3?tab=review', '/tests', true],
    ['/orders#top', '/orders', true],
    ['/testsuite', '/tests', false],
    ['/settings', '/tests', false],
    ['/', '/dashboard', false],
  ])('%s under %s → %s', (path, item, expected) => {
    expect(isActivePath(path, item)).toBe(expected);
  });
});

describe('activeNavKey', () => {
  const urls = {
    dashboard: '/dashboard',
    myCourses: '/dashboard/courses',
    tests: '/tests',
    progress: '/progress',
    practiceLabs: '/tps',
    orders: '/orders',
    subscription: '/subscription',
    settings: '/settings',
  };
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/courses', 'myCourses'],
    ['/tests/results/3', 'tests'],
    ['/tps', 'practiceLabs'],
    ['/progress', 'progress'],
    ['/subscription', 'subscription'],
    ['/course/2', undefined],
  ])('%s → %s', (path, expected) => {
    expect(activeNavKey(path, urls)).toBe(expected);
  });
});
