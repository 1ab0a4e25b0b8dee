// localStorage can throw (private mode, disabled storage): preferences then live for the page only.

/** Storage keys of spec section 3. */
export const storageKeys = {
  language: 'language',
  theme: 'theme',
  pendingEmail: 'pendingEmail',
  tempLogin: 'tempLogin',
  token: 'token',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the preference still applies to this page.
  }
}
