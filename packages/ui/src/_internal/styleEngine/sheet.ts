// The rules the styled components have used so far, in four groups whose order decides ties: keyframes,
// base styles, variants (they override the base), then `css` props (they override both). In the browser each
// group is a <style> element, filled through the CSSOM as components first render; on the server the text is
// collected for the page's <head> (`cssText`).

export type Group = 'keyframes' | 'base' | 'variant' | 'inline';
const GROUPS: readonly Group[] = ['keyframes', 'base', 'variant', 'inline'];

/** The id of the <style> a server render puts in the page; the browser's own groups go right after it. */
export const SERVER_STYLE_ID = 'ui-styles';

const known = new Set<string>();
const rulesByGroup: Record<Group, string[]> = { keyframes: [], base: [], variant: [], inline: [] };
let elements: Record<Group, HTMLStyleElement> | undefined;

function groupElements(): Record<Group, HTMLStyleElement> {
  if (elements) return elements;
  // After the server's rules, so each rule keeps its place against the rest of the page's CSS.
  let anchor: Element | null = document.getElementById(SERVER_STYLE_ID);
  const created = {} as Record<Group, HTMLStyleElement>;
  for (const group of GROUPS) {
    const element = document.createElement('style');
    element.dataset.uiStyles = group;
    if (anchor) anchor.after(element);
    else document.head.append(element);
    anchor = element;
    created[group] = element;
  }
  return (elements = created);
}

function insert(group: Group, rule: string) {
  const sheet = groupElements()[group].sheet;
  try {
    sheet?.insertRule(rule, sheet.cssRules.length);
  } catch {
    // A rule this browser cannot parse (a selector it does not know) is skipped, as in a stylesheet.
  }
}

/** Adds the rules under `key` once. */
export function addRules(key: string, group: Group, rules: () => string[]): void {
  if (known.has(key)) return;
  known.add(key);
  for (const rule of rules()) {
    rulesByGroup[group].push(rule);
    if (typeof document !== 'undefined') insert(group, rule);
  }
}

/** Every rule added so far, in cascade order: what a server render inlines. */
export function cssText(): string {
  return GROUPS.map((group) => rulesByGroup[group].join('')).join('');
}
