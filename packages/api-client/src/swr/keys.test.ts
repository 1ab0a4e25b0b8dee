import { expect, it } from 'vitest';
import { hasPrefix, keys } from './keys';

it('builds the same key for the same arguments', () => {
  expect(keys.test(2)).toEqual(keys.test(2));
  expect(keys.tests()).toEqual(keys.tests(true));
  expect(keys.question(88, 3)).toEqual(['test-sessions', 88, 'questions', 3]);
});

it('gives every query its own key', () => {
  const all = [
    keys.authStatus(),
    keys.me(),
    keys.myStats(),
    keys.myProgress(),
    keys.tests(),
    keys.tests(false),
    keys.test(2),
    keys.testHistory(2),
    keys.testResult(2),
    keys.question(2, 1),
    keys.abandonedTest(2),
    keys.paymentConfig(),
    keys.paymentVerification('tok'),
    keys.testAccess(2),
    keys.accessibleTests(),
    keys.subscriptionStatus(),
    keys.orders(),
    keys.devOutbox(),
    keys.devOutbox('ada@example.org'),
  ].map((key) => JSON.stringify(key));
  expect(new Set(all).size).toBe(all.length);
});

it('groups related keys under shared prefixes', () => {
  expect(hasPrefix(keys.tests(), ['tests'])).toBe(true);
  expect(hasPrefix(keys.test(2), ['tests'])).toBe(true);
  expect(hasPrefix(keys.testHistory(2), keys.test(2))).toBe(true);
  expect(hasPrefix(keys.testAccess(2), keys.accessibleTests())).toBe(true);
  expect(hasPrefix(keys.question(88, 4), keys.sessionQuestions(88))).toBe(true);
  expect(hasPrefix(keys.myStats(), keys.me())).toBe(false);
  expect(hasPrefix(keys.testResult(2), ['tests'])).toBe(false);
});

it('matches nothing that is not a key tuple', () => {
  expect(hasPrefix('tests', ['tests'])).toBe(false);
  expect(hasPrefix(['tests'], ['tests', 'list'])).toBe(false);
});
