import type { Test } from '@elearning/api-client';

/** What /tests/{id} does with the id in its URL (spec decision 7: the id alone is enough). */
export type TestPageDecision =
  | { kind: 'loading' }
  /** Not a test id, no such test, or a retired one: back to the catalogue, history replaced. */
  | { kind: 'notFound' }
  /** A paid test the learner has no access to: back to the catalogue with its purchase modal open. */
  | { kind: 'locked'; testId: number }
  | { kind: 'unauthenticated' }
  | { kind: 'error'; status: number }
  | { kind: 'ready'; test: Test };

/** A test id from the URL: a positive whole number, else null. */
export function parseId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

interface TestQuery {
  data: Test | undefined;
  error: { status: number } | undefined;
  isLoading: boolean;
}

/**
 * Loaded data wins over a later error: a failed revalidation in the middle of an attempt must not take the
 * exam off the screen.
 */
export function decideTestPage(id: number | null, query: TestQuery): TestPageDecision {
  if (id === null) return { kind: 'notFound' };
  const { data, error } = query;
  if (data) {
    if (data.id !== id) return { kind: 'loading' };
    if (!data.isActive) return { kind: 'notFound' };
    if (!data.hasAccess && !data.isFree) return { kind: 'locked', testId: id };
    return { kind: 'ready', test: data };
  }
  if (error) {
    if (error.status === 404) return { kind: 'notFound' };
    if (error.status === 401) return { kind: 'unauthenticated' };
    if (error.status === 403) return { kind: 'locked', testId: id };
    return { kind: 'error', status: error.status };
  }
  return { kind: 'loading' };
}
