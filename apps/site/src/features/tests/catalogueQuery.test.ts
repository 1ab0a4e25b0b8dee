import { defaultTestFilters } from '@elearning/ui';
import { catalogueQuery, parseCatalogueQuery } from './catalogueQuery';

describe('the catalogue view in the URL', () => {
  it('reads the defaults from an empty query', () => {
    expect(parseCatalogueQuery(new URLSearchParams())).toEqual({
      filters: defaultTestFilters,
      layout: 'grid',
    });
  });

  it('reads search, filters and layout', () => {
    const params = new URLSearchParams('q=streams&access=premium&status=PAUSED&topic=ksqlDB&view=list');
    expect(parseCatalogueQuery(params)).toEqual({
      filters: { query: 'streams', access: 'premium', status: 'PAUSED', topic: 'ksqlDB' },
      layout: 'list',
    });
  });

  it('falls back to the default for values it does not know', () => {
    const params = new URLSearchParams('access=gold&status=DONE&topic=&view=table');
    expect(parseCatalogueQuery(params)).toEqual({ filters: defaultTestFilters, layout: 'grid' });
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const view = {
      filters: { ...defaultTestFilters, query: 'kafka connect', status: 'NOT STARTED' as const },
      layout: 'list' as const,
    };
    const params = catalogueQuery(view, new URLSearchParams('q=old&utm=mail&access=free'));
    expect(params.toString()).toBe('q=kafka+connect&utm=mail&status=NOT+STARTED&view=list');
    expect(parseCatalogueQuery(params)).toEqual(view);
    expect(catalogueQuery({ filters: defaultTestFilters, layout: 'grid' }).toString()).toBe('');
  });
});
