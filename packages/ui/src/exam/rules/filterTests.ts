import type { ExamTest } from '../types';
import { displayStatus, type TestDisplayStatus } from './testActions';

/** The catalogue's search and filters. */
export interface TestFilters {
  /** Free text matched against title, description and topics. */
  query: string;
  access: 'all' | 'free' | 'premium';
  status: 'all' | TestDisplayStatus;
  /** A topic name, or 'all'. */
  topic: string;
}

export const defaultTestFilters: TestFilters = { query: '', access: 'all', status: 'all', topic: 'all' };

/** The tests that match the search and every active filter, in their original order. */
export function filterTests<T extends ExamTest>(tests: readonly T[], filters: Partial<TestFilters>): T[] {
  const { query = '', access = 'all', status = 'all', topic = 'all' } = filters;
  const needle = query.trim().toLocaleLowerCase();
  return tests.filter((test) => {
    if (access === 'free' && !test.isFree) return false;
    if (access === 'premium' && test.isFree) return false;
    if (status !== 'all' && displayStatus(test) !== status) return false;
    if (topic !== 'all' && !test.topics.includes(topic)) return false;
    if (!needle) return true;
    return [test.title, test.description, ...test.topics].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
  });
}

/** How many of the panel's filters (access, status, topic) narrow the list; the search is counted apart. */
export function countActiveFilters(filters: Partial<TestFilters>): number {
  return (['access', 'status', 'topic'] as const).filter((key) => (filters[key] ?? 'all') !== 'all').length;
}

/** Every topic of the given tests, once, in first-seen order. */
export function topicsOf(tests: readonly Pick<ExamTest, 'topics'>[]): string[] {
  return [...new Set(tests.flatMap((test) => test.topics))];
}
