import { defaultTestFilters, type CatalogueLayout, type TestFilters } from '@elearning/ui';

/** The catalogue's search, filters and layout, as kept in the URL query so a reload or a shared link keeps them. */
export interface CatalogueView {
  filters: TestFilters;
  layout: CatalogueLayout;
}

const ACCESS: readonly TestFilters['access'][] = ['all', 'free', 'premium'];
const STATUS: readonly TestFilters['status'][] = ['all', 'NOT STARTED', 'PAUSED', 'COMPLETED'];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

/** Reads ?q=&access=&status=&topic=&view= ; anything unknown falls back to the default. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueView {
  return {
    filters: {
      query: params.get('q') ?? defaultTestFilters.query,
      access: oneOf(ACCESS, params.get('access'), defaultTestFilters.access),
      status: oneOf(STATUS, params.get('status'), defaultTestFilters.status),
      topic: params.get('topic') || defaultTestFilters.topic,
    },
    layout: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The query for a view: defaults are left out, other parameters of `base` are kept. */
export function catalogueQuery(view: CatalogueView, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(key);
    else params.set(key, value);
  };
  set('q', view.filters.query, defaultTestFilters.query);
  set('access', view.filters.access, defaultTestFilters.access);
  set('status', view.filters.status, defaultTestFilters.status);
  set('topic', view.filters.topic, defaultTestFilters.topic);
  set('view', view.layout, 'grid');
  return params;
}
