// @vitest-environment node
import { isActivePath } from './navItems';

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
