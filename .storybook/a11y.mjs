// The one axe configuration: CI's story check (tests/visual/stories/checks.ts), the accessibility panel of every story
// (preview.tsx, @storybook/addon-a11y) and the docs-page check (scripts/test-docs.mjs) all run these rules,
// so the panel reports exactly what CI enforces. (A .mjs file, so the Node scripts import it as it is.)
//
// A story that cannot be checked sets `parameters: { a11y: { test: 'off' } }`, or turns one rule off with
// `a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } }`, and says why in a comment beside
// it; the Accessibility docs page lists every such exception.

/** WCAG 2.1 levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core run options: only the WCAG 2.1 A/AA rules, violations only.
 * @type {{ runOnly: { type: 'tag', values: string[] }, resultTypes: ('violations')[] }}
 */
export const axeRunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  resultTypes: ['violations'],
};

/** Storybook's own loading and error panels are not part of a story. */
export const storyExclude = [['.sb-wrapper'], ['#storybook-docs']];
