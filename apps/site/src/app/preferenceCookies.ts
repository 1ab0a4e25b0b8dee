const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The shown language and the resolved theme (light or dark) as first-party cookies too: the server reads it to send the pre-rendered
 * page in that language and theme. Not HttpOnly on purpose — it says nothing secret and the page writes it.
 */
export function writePreferenceCookie(name: 'language' | 'theme', value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
