import { describe, expect, it } from 'vitest';
import { clientWith, fakeFetch } from '../../test/fakeFetch';
import { languageMiddleware } from './language';

describe('languageMiddleware', () => {
  it('sends the current UI language as Accept-Language on every call', async () => {
    let language = 'fr';
    const fake = fakeFetch();
    const client = clientWith(
      languageMiddleware(() => language),
      fake,
    );
    await client.GET('/tests');
    language = 'en';
    await client.POST('/users/logout');
    expect(fake.requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['fr', 'en']);
  });

  it('leaves a call’s own Accept-Language, and adds nothing without a language', async () => {
    const fake = fakeFetch();
    await clientWith(
      languageMiddleware(() => 'fr'),
      fake,
    ).GET('/orders', { headers: { 'Accept-Language': 'en' } });
    await clientWith(
      languageMiddleware(() => undefined),
      fake,
    ).GET('/orders');
    expect(fake.requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['en', null]);
  });
});
