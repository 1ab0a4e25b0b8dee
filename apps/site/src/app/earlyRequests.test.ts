import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarlyAnswers, MAX_AGE_MS } from './earlyRequests';

const origin = window.location.origin;
const get = (path: string, language = 'fr') =>
  new Request(`${origin}/elearning/api${path}`, { headers: { 'Accept-Language': language } });

describe('fetchWithEarlyAnswers', () => {
  const network = vi.fn(async () => new Response('{"from":"network"}'));
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    const early = (body: string, at = Date.now()) => ({
      language: 'fr',
      at,
      response: Promise.resolve(new Response(body)),
    });
    window.earlyApiRequests = new Map([
      ['/elearning/api/users/me', early('{"from":"early"}')],
      ['/elearning/api/tests?requireAuth=true', early('{"from":"early"}')],
      ['/elearning/api/users/me/stats', early('{"from":"early"}', Date.now() - MAX_AGE_MS - 1)],
    ]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    network.mockClear();
    delete window.earlyApiRequests;
  });

  it('answers a GET asked for early with that answer, once', async () => {
    expect(await (await fetchWithEarlyAnswers(get('/users/me'))).json()).toEqual({ from: 'early' });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetchWithEarlyAnswers(get('/users/me'))).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network for anything else: another query, another language, an old answer, a POST', async () => {
    await fetchWithEarlyAnswers(get('/tests?requireAuth=false'));
    await fetchWithEarlyAnswers(get('/tests?requireAuth=true', 'en'));
    await fetchWithEarlyAnswers(get('/users/me/stats'));
    await fetchWithEarlyAnswers(new Request(`${origin}/elearning/api/users/me`, { method: 'POST' }));
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('asks again when the early request failed', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    window.earlyApiRequests!.set('/elearning/api/users/me', {
      language: 'fr',
      at: Date.now(),
      response: failed,
    });
    expect(await (await fetchWithEarlyAnswers(get('/users/me'))).json()).toEqual({ from: 'network' });
  });
});
