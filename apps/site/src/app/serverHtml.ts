import type { User } from '@elearning/api-client';

/**
 * A signed-in page rendered per request (entry-server.tsx `renderSignedIn`) goes into a template the build
 * writes beside the page's shell (build/prerenderPages.ts): the same document with these slots left open.
 */
export const SIGNED_IN_SLOTS = {
  title: '%SIGNED_IN_TITLE%',
  css: '/*%SIGNED_IN_CSS%*/',
  html: '<!--%SIGNED_IN_HTML%-->',
} as const;

/** The element that carries what the server render knew, for the app's first render to match it. */
export const SERVER_DATA_ID = 'server-data';

/** What the server render knew: the learner, and each API answer the page asked for (an SWR key and its data). */
export interface ServerData {
  user: User;
  answers: { key: unknown; data: unknown }[];
}

// JSON inside <script>: nothing in it may close the element or read as a line break to an older parser.
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The template with the render in it. The data goes in a `type="application/json"` script: the browser never
 * runs it, so the CSP (no inline script) does not apply.
 */
export function fillSignedInTemplate(
  template: string,
  page: { title: string; css: string; html: string; data: ServerData },
): string {
  for (const slot of Object.values(SIGNED_IN_SLOTS))
    if (!template.includes(slot)) throw new Error(`The signed-in template has no ${slot}`);
  const data = `<script type="application/json" id="${SERVER_DATA_ID}">${scriptSafe(JSON.stringify(page.data))}</script>`;
  return template
    .replace(SIGNED_IN_SLOTS.title, () => escapeHtml(page.title))
    .replace(SIGNED_IN_SLOTS.css, () => page.css.replace(/<\//g, '<\\/'))
    .replace(SIGNED_IN_SLOTS.html, () => page.html)
    .replace('</body>', () => `  ${data}\n  </body>`);
}

/** The server render's data, in the browser; undefined when the page has none or it cannot be read. */
export function readServerData(doc: Document = document): ServerData | undefined {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return undefined;
  }
}
