// What a visitor typed into a form the server took and refused (pageForms.ts), given back with the refusal: the
// page it goes back to is pre-rendered and cannot hold it, so the server keeps it a minute in a cookie and writes
// it into that page's fields. Never a password: only the fields the form trims (the app's own text fields), and
// the boxes it names, ticked.
import { escapeMarkup } from './markup';

export const POSTED_VALUES_COOKIE = 'POSTED_VALUES';
export const POSTED_VALUES_SECONDS = 60;
/** A browser refuses a cookie over 4 kB (name and attributes included): a longer text is not kept. */
const MOST_BYTES = 3000;

export interface PostedValues {
  /** The page the refusal goes back to: no other page gets them. */
  path: string;
  values: Record<string, string>;
}

/** The cookie's value, or undefined when there is nothing to keep or too much. */
export function postedValuesCookie(path: string, values: Record<string, string>): string | undefined {
  const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  if (Object.keys(typed).length === 0) return undefined;
  const text = JSON.stringify({ path, values: typed } satisfies PostedValues);
  return encodeURIComponent(text).length <= MOST_BYTES ? text : undefined;
}

/** The cookie read back; undefined when absent or not ours. */
export function postedValuesOf(cookieValue: string | undefined): PostedValues | undefined {
  if (!cookieValue) return undefined;
  try {
    const { path, values } = JSON.parse(cookieValue) as Partial<PostedValues>;
    if (typeof path !== 'string' || typeof values !== 'object' || values === null) return undefined;
    return {
      path,
      values: Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string')),
    };
  } catch {
    return undefined;
  }
}

const nameOf = (attributes: string) => /\bname="([^"]*)"/.exec(attributes)?.[1];

/** A Radix checkbox as built: its button (drawn unticked), then the native box a form posts. */
const radixBox = /(<button\b[^>]*\brole="checkbox"[^>]*>)(<\/button>)(<input\b[^>]*\btype="checkbox"[^>]*>)/g;

/**
 * The page with each posted value in its field, marked `data-posted`: the app, once it runs, takes these as
 * typed (src/app/earlyInput.ts), so its form state has them too. A posted box ("on") is drawn ticked, its native
 * box checked, both marked `data-posted`: the app ticks it for real once it runs; so is the plain box that stands in
 * for it without JavaScript. A password or a hidden field is left as built.
 */
export function withPostedValues(html: string, values: Record<string, string>): string {
  const posted = (name: string | undefined): name is string =>
    name !== undefined && Object.hasOwn(values, name);
  return html
    .replace(radixBox, (whole, button: string, end: string, input: string) => {
      const name = nameOf(input);
      if (!posted(name) || values[name] !== 'on') return whole;
      const ticked = button
        .replace('aria-checked="false"', 'aria-checked="true"')
        .replace('data-state="unchecked"', 'data-state="checked"')
        .replace(/>$/, ' data-posted="">');
      return `${ticked}${end}${input.replace(/\s*\/?>$/, (close) => ` checked="" data-posted=""${close}`)}`;
    })
    .replace(/<input\b[^>]*>/g, (tag) => {
      const name = nameOf(tag);
      if (!posted(name) || tag.includes('data-posted')) return tag;
      // The plain box that stands in for the Radix one without JavaScript (in <noscript>).
      if (/\btype="checkbox"/.test(tag))
        return values[name] === 'on' ? tag.replace(/\s*\/?>$/, (close) => ` checked=""${close}`) : tag;
      if (/\btype="(?:password|radio|hidden)"/.test(tag)) return tag;
      return tag
        .replace(/\svalue="[^"]*"/, '')
        .replace(/\s*\/?>$/, (end) => ` value="${escapeMarkup(values[name]!)}" data-posted=""${end}`);
    })
    .replace(/<textarea\b([^>]*)>([^<]*)<\/textarea>/g, (whole, attributes: string) => {
      const name = nameOf(attributes);
      if (!posted(name)) return whole;
      // The parser drops a newline right after the tag: one is added for a text that starts with its own.
      const text = values[name]!;
      return `<textarea${attributes} data-posted="">${text.startsWith('\n') ? '\n' : ''}${escapeMarkup(text)}</textarea>`;
    });
}
