/// <reference types="vite/client" />
// Foundations tables: every value is read from the live theme when the page renders (the Radix Themes CSS
// variables under the product's <Theme>), never written here. Each row carries `data-token` (the variable) and,
// once measured, `data-value`: the docs check (scripts/test-docs.mjs) compares those with the token source
// (the Radix token files styles.css imports), so a token that changes without the page following fails it.
import * as RadixIcons from '@radix-ui/react-icons';
import { Theme } from '@radix-ui/themes';
import { Unstyled } from '@storybook/addon-docs/blocks';
import { useEffect, useRef, useState, type CSSProperties, type DependencyList, type ReactNode } from 'react';
import stylesSource from '../../packages/ui/src/styles.css?raw';
import { themeConfig } from '../../packages/ui/src/theme/themeConfig';
import { useDocsGlobals } from './globals';

const steps = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** The colour scales styles.css imports (the same list the colour-scale test reads). */
export const importedScales = [...stylesSource.matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map(([, s]) => s!);

// --- colour maths (WCAG 2.1 relative luminance and contrast ratio) -----------------------------------------

type Rgb = [number, number, number];

/** Parses a computed colour: rgb()/rgba() or color(srgb|display-p3 r g b). */
export function parseColour(value: string): Rgb | undefined {
  const rgb = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const fn = /color\((?:srgb|display-p3)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(value);
  if (fn) return [Number(fn[1]) * 255, Number(fn[2]) * 255, Number(fn[3]) * 255];
  return undefined;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// --- measuring ---------------------------------------------------------------------------------------------

interface Measured {
  /** The variable's computed value as the theme defines it (e.g. `#3e63dd`). */
  raw: string;
  /** The value applied to a property (e.g. `12px`, `rgb(62, 99, 221)`). */
  used: string;
}

/**
 * Reads each variable under the product theme after render: `raw` from the custom property itself, `used`
 * from a probe element that applies it to `property`. Re-read when the appearance changes.
 */
/** A value read from the rendered page (computed styles), read again when `deps` change. */
function useMeasure<T>(measure: () => T | undefined, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    // Read on the next frame, once the theme's styles apply to the rendered elements.
    const frame = requestAnimationFrame(() => setValue(measure()));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the measure depends on
  }, deps);
  return value;
}

function useTokens(names: readonly string[], property: keyof CSSStyleDeclaration & string) {
  const root = useRef<HTMLDivElement>(null);
  const { appearance } = useDocsGlobals();
  const values = useMeasure(() => {
    const element = root.current;
    if (!element) return undefined;
    const probe = document.createElement('div');
    probe.style.position = 'absolute';
    probe.style.visibility = 'hidden';
    element.appendChild(probe);
    const next: Record<string, Measured> = {};
    for (const name of names) {
      probe.style.setProperty(cssName(property), `var(${name})`);
      next[name] = {
        raw: getComputedStyle(element).getPropertyValue(name).trim(),
        used: String(getComputedStyle(probe)[property] ?? ''),
      };
    }
    probe.remove();
    return next;
  }, [names.join(','), property, appearance]);
  return { root, values: values ?? {} };
}

const cssName = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The product theme around a token table, in the toolbar's appearance. */
function TokenTheme({
  children,
  themeRef,
  label,
}: {
  children: ReactNode;
  themeRef: React.Ref<HTMLDivElement>;
  label: string;
}) {
  const { appearance } = useDocsGlobals();
  // <Unstyled>: the docs page's own table and text styles (zebra rows, colours) stay out of the theme's.
  return (
    <Unstyled>
      <Theme
        {...themeConfig}
        appearance={appearance}
        hasBackground
        ref={themeRef}
        data-docs-theme={appearance}
      >
        {/* A wide table scrolls sideways: the region takes the focus, so a keyboard can scroll it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region */}
        <div role="region" aria-label={label} tabIndex={0} style={{ padding: 16, overflowX: 'auto' }}>
          {children}
        </div>
      </Theme>
    </Unstyled>
  );
}

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid var(--gray-a5)',
  textAlign: 'left',
  verticalAlign: 'middle',
  color: 'var(--gray-12)',
  fontSize: 'var(--font-size-2)',
};
const mono: CSSProperties = { ...cell, fontFamily: 'var(--code-font-family)' };

interface Column {
  en: string;
  fr: string;
}

function TokenTable({
  id,
  caption,
  columns,
  children,
}: {
  id: string;
  caption: Column;
  columns: Column[];
  children: ReactNode;
}) {
  const { locale } = useDocsGlobals();
  return (
    <table data-token-table={id} style={{ borderCollapse: 'collapse', width: '100%', margin: 0 }}>
      <caption style={{ ...cell, fontWeight: 600, borderBottom: 'none', paddingLeft: 0 }}>
        {caption[locale]}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.en} scope="col" style={{ ...cell, fontWeight: 600 }}>
              {column[locale]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const formatRatio = (ratio: number) => `${ratio.toFixed(2).replace(/\.?0+$/, '')}:1`;

function ratingOf(ratio: number) {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA 18px+';
  return '—';
}

// --- colour ------------------------------------------------------------------------------------------------

/** One table per imported colour scale: steps 1–12 with value and contrast on the page background. */
export function ColourScales() {
  return (
    <>
      {importedScales.map((scale) => (
        <ColourScale key={scale} scale={scale} />
      ))}
    </>
  );
}

function ColourScale({ scale }: { scale: string }) {
  const names = steps(12).map((step) => `--${scale}-${step}`);
  const { root, values } = useTokens(names, 'backgroundColor');
  const { appearance } = useDocsGlobals();
  const background = useMeasure(
    () => (root.current ? parseColour(getComputedStyle(root.current).backgroundColor) : undefined),
    [appearance],
  );
  return (
    <TokenTheme themeRef={root} label={scale}>
      <TokenTable
        id={`colour-${scale}`}
        caption={{
          en: `${scale}${scale === 'gray' ? ` (the theme's gray: ${themeConfig.grayColor})` : ''}, ${appearance}`,
          fr: `${scale}${scale === 'gray' ? ` (le gris du thème\u202f: ${themeConfig.grayColor})` : ''}, ${appearance === 'dark' ? 'sombre' : 'clair'}`,
        }}
        columns={[
          { en: 'Variable', fr: 'Variable' },
          { en: 'Swatch', fr: 'Nuance' },
          { en: 'Value', fr: 'Valeur' },
          { en: 'Contrast on background', fr: 'Contraste sur le fond' },
        ]}
      >
        {names.map((name) => {
          const measured = values[name];
          const colour = measured && parseColour(measured.used);
          const ratio = colour && background ? contrastRatio(colour, background) : undefined;
          return (
            <tr key={name} data-token={name} data-value={measured?.raw}>
              <td style={mono}>{name}</td>
              <td style={cell}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 24,
                    borderRadius: 'var(--radius-2)',
                    background: `var(${name})`,
                    boxShadow: 'inset 0 0 0 1px var(--gray-a5)',
                  }}
                />
              </td>
              <td style={mono} data-token-value>
                {measured?.raw}
              </td>
              <td style={mono}>{ratio ? `${formatRatio(ratio)} ${ratingOf(ratio)}` : ''}</td>
            </tr>
          );
        })}
      </TokenTable>
    </TokenTheme>
  );
}

// --- sizes: type, space, radius, shadow --------------------------------------------------------------------

interface ScaleSpec {
  id: string;
  caption: Column;
  names: string[];
  property: keyof CSSStyleDeclaration & string;
  preview: (name: string) => ReactNode;
}

function SizeTable({ id, caption, names, property, preview }: ScaleSpec) {
  const { root, values } = useTokens(names, property);
  const { locale } = useDocsGlobals();
  return (
    <TokenTheme themeRef={root} label={caption[locale]}>
      <TokenTable
        id={id}
        caption={caption}
        columns={[
          { en: 'Variable', fr: 'Variable' },
          { en: 'Value', fr: 'Valeur' },
          { en: 'Example', fr: 'Exemple' },
        ]}
      >
        {names.map((name) => (
          <tr key={name} data-token={name} data-value={values[name]?.used}>
            <td style={mono}>{name}</td>
            <td style={mono} data-token-value>
              {values[name]?.used}
            </td>
            <td style={cell}>{preview(name)}</td>
          </tr>
        ))}
      </TokenTable>
    </TokenTheme>
  );
}

export function TypeScale() {
  const { locale } = useDocsGlobals();
  const sample = locale === 'fr' ? 'Préparez la certification Kafka' : 'Prepare for the Kafka certification';
  return (
    <>
      <SizeTable
        id="font-size"
        caption={{ en: 'Font sizes', fr: 'Tailles de texte' }}
        names={steps(9).map((n) => `--font-size-${n}`)}
        property="fontSize"
        preview={(name) => (
          <span
            style={{
              fontSize: `var(${name})`,
              lineHeight: `var(${name.replace('font-size', 'line-height')})`,
              letterSpacing: `var(${name.replace('font-size', 'letter-spacing')})`,
              whiteSpace: 'nowrap',
            }}
          >
            {sample}
          </span>
        )}
      />
      <SizeTable
        id="line-height"
        caption={{ en: 'Line heights', fr: 'Hauteurs de ligne' }}
        names={steps(9).map((n) => `--line-height-${n}`)}
        property="lineHeight"
        preview={() => null}
      />
      <SizeTable
        id="font-weight"
        caption={{ en: 'Font weights', fr: 'Graisses' }}
        names={['light', 'regular', 'medium', 'bold'].map((w) => `--font-weight-${w}`)}
        property="fontWeight"
        preview={(name) => <span style={{ fontWeight: `var(${name})` as never }}>{sample}</span>}
      />
      <SizeTable
        id="font-family"
        caption={{ en: 'Typefaces', fr: 'Polices' }}
        names={['--default-font-family', '--heading-font-family', '--code-font-family']}
        property="fontFamily"
        preview={(name) => <span style={{ fontFamily: `var(${name})` }}>{sample} 0123</span>}
      />
    </>
  );
}

export function SpaceScale() {
  return (
    <SizeTable
      id="space"
      caption={{ en: 'Space', fr: 'Espacement' }}
      names={steps(9).map((n) => `--space-${n}`)}
      property="width"
      preview={(name) => (
        <span
          style={{ display: 'block', width: `var(${name})`, height: 12, background: 'var(--accent-9)' }}
        />
      )}
    />
  );
}

export function RadiusScale() {
  return (
    <SizeTable
      id="radius"
      caption={{ en: 'Radius', fr: 'Arrondis' }}
      names={[...steps(6).map((n) => `--radius-${n}`), '--radius-full']}
      property="borderTopLeftRadius"
      preview={(name) => (
        <span
          style={{
            display: 'block',
            width: 48,
            height: 32,
            borderRadius: `var(${name})`,
            background: 'var(--accent-4)',
            border: '1px solid var(--accent-8)',
          }}
        />
      )}
    />
  );
}

export function ShadowScale() {
  return (
    <SizeTable
      id="shadow"
      caption={{ en: 'Shadows', fr: 'Ombres' }}
      names={steps(6).map((n) => `--shadow-${n}`)}
      property="boxShadow"
      preview={(name) => (
        <span
          style={{
            display: 'block',
            width: 96,
            height: 48,
            margin: 12,
            borderRadius: 'var(--radius-3)',
            background: 'var(--color-panel-solid)',
            boxShadow: `var(${name})`,
          }}
        />
      )}
    />
  );
}

// --- motion ------------------------------------------------------------------------------------------------

interface MotionUse {
  value: string;
  rules: number;
}

/** The animation and transition durations in the loaded stylesheets (Radix Themes and the ui), counted. */
function readMotion(): { durations: MotionUse[]; easings: MotionUse[]; reducedMotionRules: number } {
  const durations = new Map<string, number>();
  const easings = new Map<string, number>();
  let reducedMotionRules = 0;
  const add = (map: Map<string, number>, value: string) => map.set(value, (map.get(value) ?? 0) + 1);
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule && /prefers-reduced-motion/.test(rule.conditionText)) {
        reducedMotionRules += rule.cssRules.length;
      }
      if ('cssRules' in rule && rule.cssRules) visit(rule.cssRules as CSSRuleList);
      if (!(rule instanceof CSSStyleRule)) continue;
      for (const property of ['animation-duration', 'transition-duration']) {
        const value = rule.style.getPropertyValue(property).trim();
        if (value && /^\d/.test(value)) add(durations, value);
      }
      for (const property of ['animation-timing-function', 'transition-timing-function']) {
        const value = rule.style.getPropertyValue(property).trim();
        if (value && !value.startsWith('var(')) add(easings, value);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules);
    } catch {
      // a cross-origin sheet cannot be read
    }
  }
  const sorted = (map: Map<string, number>) =>
    [...map].map(([value, rules]) => ({ value, rules })).sort((a, b) => b.rules - a.rules);
  return { durations: sorted(durations), easings: sorted(easings), reducedMotionRules };
}

export function MotionTokens() {
  const motion = useMeasure(readMotion, []);
  const { locale } = useDocsGlobals();
  if (!motion) return null;
  const rows = (items: MotionUse[], id: string, caption: Column) => (
    <TokenTable
      id={id}
      caption={caption}
      columns={[
        { en: 'Value', fr: 'Valeur' },
        { en: 'CSS rules using it', fr: 'Règles CSS qui l’utilisent' },
      ]}
    >
      {items.slice(0, 12).map((item) => (
        <tr key={item.value} data-motion={item.value}>
          <td style={mono}>{item.value}</td>
          <td style={mono}>{item.rules}</td>
        </tr>
      ))}
    </TokenTable>
  );
  return (
    <TokenTheme themeRef={null} label={locale === 'fr' ? 'Animations' : 'Motion'}>
      {rows(motion.durations, 'motion-duration', { en: 'Durations', fr: 'Durées' })}
      {rows(motion.easings, 'motion-easing', { en: 'Easings', fr: 'Courbes d’accélération' })}
      <p style={{ ...cell, borderBottom: 'none' }} data-reduced-motion-rules={motion.reducedMotionRules}>
        {locale === 'fr'
          ? `${motion.reducedMotionRules} règles CSS s’appliquent quand le système demande moins d’animations (prefers-reduced-motion).`
          : `${motion.reducedMotionRules} CSS rules apply when the system asks for reduced motion (prefers-reduced-motion).`}
      </p>
    </TokenTheme>
  );
}

// --- icons -------------------------------------------------------------------------------------------------

const uiSources = import.meta.glob<string>(
  [
    '../../packages/ui/src/**/*.tsx',
    '!../../packages/ui/src/**/*.stories.tsx',
    '!../../packages/ui/src/**/*.test.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The Radix icons the ui's components import, read from their sources, with how many files use each. */
export function usedIcons(): { name: string; files: number }[] {
  const counts = new Map<string, number>();
  for (const source of Object.values(uiSources)) {
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/react-icons'/g)) {
      for (const name of (list ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
  }
  return [...counts].map(([name, files]) => ({ name, files })).sort((a, b) => a.name.localeCompare(b.name));
}

export function IconList() {
  const icons = usedIcons();
  const { locale } = useDocsGlobals();
  const library = RadixIcons as unknown as Record<
    string,
    React.ComponentType<{ width?: number; height?: number }>
  >;
  return (
    <TokenTheme themeRef={null} label={locale === 'fr' ? 'Icônes' : 'Icons'}>
      <ul
        data-icon-count={icons.length}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
          gap: 8,
        }}
      >
        {icons.map(({ name, files }) => {
          const Icon = library[name];
          return (
            <li
              key={name}
              data-icon={name}
              style={{ ...cell, display: 'flex', gap: 8, alignItems: 'center' }}
            >
              {Icon ? <Icon width={20} height={20} aria-hidden /> : null}
              <span>
                <code style={{ fontSize: 'var(--font-size-1)' }}>{name}</code>
                <br />
                <span style={{ color: 'var(--gray-11)', fontSize: 'var(--font-size-1)' }}>
                  {locale === 'fr'
                    ? `${files} fichier${files > 1 ? 's' : ''}`
                    : `${files} file${files > 1 ? 's' : ''}`}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </TokenTheme>
  );
}
