// @vitest-environment node
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Jane', 'Doe', 'JD'],
    ['émile', 'zola', 'ÉZ'],
    ['  jean-luc ', ' picard', 'JP'],
    ['Ada', '', 'A'],
    ['', 'Lovelace', 'L'],
    ['', '  ', '?'],
    ['𝒜lice', 'Bob', '𝒜B'],
  ])('%s %s → %s', (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected);
  });
});
