import type { AuthStatus, components, MessageResponse, PaymentConfig, User } from '@elearning/api-client';
import { readStorage, storageKeys } from '../lib/storage';

/**
 * The calls every page makes, typed from the contract. The public pages make them with plain `fetch` (below):
 * SWR and the API client (≈ 10 kB gzip) load only with a page that needs data (`DataLayer`).
 */
export interface SessionCalls {
  authStatus(): Promise<AuthStatus>;
  me(): Promise<User>;
  paymentConfig(): Promise<PaymentConfig>;
  logout(): Promise<MessageResponse>;
  saveLanguage(body: SaveLanguageRequest): Promise<MessageResponse>;
}

/** What the session knows: `undefined` while loading; `user` is null for a visitor. */
export interface SessionState {
  user: User | null | undefined;
}

type SaveLanguageRequest = components['schemas']['SaveLanguageRequest'];

const BASE_URL = '/elearning/api';

function cookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/**
 * One call as the API client makes it: cookies, the stored bearer token, the XSRF echo on a POST or PUT;
 * anything but a 2xx with a body rejects.
 */
async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readStorage(storageKeys.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (method !== 'GET') {
    const xsrf = cookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(BASE_URL + path, {
    method,
    headers,
    credentials: 'include',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed with status code ${response.status}`);
  return (await response.json()) as T;
}

/** The app's calls, straight to the API under the site's own origin. */
export const fetchCalls: SessionCalls = {
  authStatus: () => call('GET', '/users/auth-status'),
  me: () => call('GET', '/users/me'),
  paymentConfig: () => call('GET', '/payments/config'),
  logout: () => call('POST', '/users/logout'),
  saveLanguage: (body) => call('PUT', '/users/language', body),
};

export interface Session {
  state(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Asks the server who is signed in (again); never rejects: any failure reads as signed out. */
  refresh(): Promise<void>;
  /** What the data layer learnt (a sign-in, a profile change, a 401): shown at once. */
  set(user: User | null): void;
  /** The learner the page was rendered for on the server: known from the start, not asked for again. */
  seed(user: User): void;
  /** Ends the session on the server and here; the local user is cleared whether the call succeeds or not. */
  logout(): Promise<void>;
  /** Runs on every sign-out (cached data of the previous user is dropped there). */
  onSignedOut(listener: () => void): () => void;
  /** The payment config, asked once (it says whether the server runs in demo mode). */
  paymentConfig(): Promise<PaymentConfig | undefined>;
  saveLanguage(language: SaveLanguageRequest['language']): Promise<void>;
}

/**
 * The session of the whole app, outside React: auth-status, then the current user when there is one
 * (product spec, section 7: any failure reads as signed out).
 */
export function createSession(calls: SessionCalls = fetchCalls): Session {
  let state: SessionState = { user: undefined };
  let asked: Promise<void> | undefined;
  let config: Promise<PaymentConfig | undefined> | undefined;
  let generation = 0;
  const listeners = new Set<() => void>();
  const signedOutListeners = new Set<() => void>();

  const show = (user: User | null) => {
    if (state.user === user) return;
    state = { user };
    listeners.forEach((listener) => listener());
  };

  const ask = async () => {
    const asking = ++generation;
    let user: User | null = null;
    try {
      const status = await calls.authStatus();
      if (status.authenticated) user = await calls.me();
    } catch {
      user = null;
    }
    // A sign-in or sign-out seen meanwhile is newer than this answer.
    if (asking === generation) show(user);
  };

  const signOut = () => {
    generation++;
    show(null);
    signedOutListeners.forEach((listener) => listener());
  };

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      asked ??= ask();
      return () => listeners.delete(listener);
    },
    refresh: () => (asked = ask()),
    set(user) {
      if (user) {
        generation++;
        show(user);
      } else if (state.user !== null) signOut();
    },
    seed(user) {
      state = { user };
      asked ??= Promise.resolve();
    },
    async logout() {
      try {
        await calls.logout();
      } catch (error) {
        console.warn('Logout failed; the local session is cleared anyway.', error);
      }
      signOut();
    },
    onSignedOut(listener) {
      signedOutListeners.add(listener);
      return () => signedOutListeners.delete(listener);
    },
    paymentConfig: () => (config ??= calls.paymentConfig().catch(() => undefined)),
    async saveLanguage(language) {
      await calls.saveLanguage({ language });
    },
  };
}

/** The app's one session. */
export const session = createSession();
