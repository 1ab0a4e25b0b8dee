import type { QueryResult } from '@elearning/api-client';

export type LoadStatus = 'loading' | 'error' | 'success';

/** A query's state as the ui's pages take it. Data already shown wins over a failed refresh. */
export function statusOf(query: Pick<QueryResult<unknown>, 'data' | 'error'>): LoadStatus {
  if (query.data !== undefined) return 'success';
  return query.error ? 'error' : 'loading';
}
