// A style object (Stitches' syntax, the subset the ui uses) turned into CSS rules: camelCase properties,
// numbers in px where CSS wants a length, `$token`s resolved by the property's scale, `&` selectors,
// `@name` media from the config and raw at-rules (`@container …`) as they are.

/** A declaration value, a nested selector (`&:hover`, `[x] > &`) or an at-rule (`@sm`, `@container …`). */
export interface StyleObject {
  [key: string]: string | number | StyleObject | undefined;
}

export interface StyleConfig {
  /** Token scales: `$accent8` in a colour property reads `scales.colors.accent8`. */
  scales: Record<string, Record<string, string>>;
  /** `@sm` → `@media (min-width: 768px)`. */
  media: Record<string, string>;
}

// Numbers stay bare on these (CSS reads them as numbers); on any other property a number is px.
const UNITLESS = new Set([
  'animationIterationCount',
  'aspectRatio',
  'columnCount',
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'lineHeight',
  'opacity',
  'order',
  'scale',
  'zIndex',
  'zoom',
]);

// Safari still wants the prefixed name beside the standard one.
const PREFIXED: Record<string, string> = { userSelect: '-webkit-user-select' };

/** Which scale a property's `$tokens` come from; other properties look through every scale in turn. */
function scaleOf(property: string): string | undefined {
  if (/^(gap|rowGap|columnGap|inset|top|right|bottom|left)$|^(padding|margin)/.test(property)) return 'space';
  if (/^border.*Radius$/.test(property)) return 'radii';
  if (property === 'fontFamily') return 'fonts';
  if (property === 'boxShadow') return 'shadows';
  if (/color$|^(border|outline)/i.test(property)) return 'colors';
  return undefined;
}

function resolveTokens(property: string, value: string, config: StyleConfig): string {
  return value.replace(/\$([A-Za-z0-9]+)/g, (_, token: string) => {
    const preferred = scaleOf(property);
    const scales = preferred ? [preferred] : Object.keys(config.scales);
    for (const scale of scales) {
      const resolved = config.scales[scale]?.[token];
      if (resolved !== undefined) return resolved;
    }
    throw new Error(`styles: no token $${token} for ${property}`);
  });
}

function declarations(property: string, value: string | number, config: StyleConfig): string[] {
  const text =
    typeof value === 'number'
      ? value !== 0 && !UNITLESS.has(property)
        ? `${value}px`
        : String(value)
      : resolveTokens(property, value, config);
  const name = property.startsWith('--')
    ? property
    : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const prefixed = PREFIXED[property];
  return [...(prefixed ? [`${prefixed}:${text}`] : []), `${name}:${text}`];
}

function atRule(key: string, config: StyleConfig): string {
  const query = config.media[key.slice(1)];
  return query === undefined ? key : `@media ${query}`;
}

/**
 * The rules of `style` under `selector`, in order: the selector's own declarations first, then each nested
 * selector and at-rule where it appears.
 */
export function cssRules(selector: string, style: StyleObject, config: StyleConfig): string[] {
  const own: string[] = [];
  const nested: string[] = [];
  for (const [key, value] of Object.entries(style)) {
    if (value === undefined) continue;
    if (typeof value !== 'object') {
      own.push(...declarations(key, value, config));
    } else if (key.startsWith('@')) {
      const wrapper = atRule(key, config);
      nested.push(...cssRules(selector, value, config).map((rule) => `${wrapper}{${rule}}`));
    } else if (key.includes('&')) {
      nested.push(...cssRules(key.replace(/&/g, selector), value, config));
    } else {
      throw new Error(`styles: the nested selector "${key}" needs an & for its parent`);
    }
  }
  return own.length ? [`${selector}{${own.join(';')}}`, ...nested] : nested;
}

/** `@keyframes name{from{…}to{…}}`. */
export function keyframesRule(
  name: string,
  frames: Record<string, StyleObject>,
  config: StyleConfig,
): string {
  const steps = Object.entries(frames).map(([step, style]) => cssRules(step, style, config).join(''));
  return `@keyframes ${name}{${steps.join('')}}`;
}

/** A short stable name for a style: the same object gives the same class on the server and in the browser. */
export function hashOf(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}
