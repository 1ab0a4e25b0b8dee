// The checks every story passes besides its screenshot, run on the story as rendered and played for it: no text
// drawn with a font of the machine instead of a face the ui ships (such text looks different on every OS), and
// axe (WCAG 2.1 A/AA, the rules of .storybook/a11y.mjs that the accessibility panel runs) in the light and the
// dark appearance. Any violation fails the story.
//
// Skipping axe is for stories that cannot be checked, never for ones that fail: a story sets
// `parameters: { a11y: { test: 'off' } }` (or turns one rule off with
// `a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } }`) and says why in a comment.
// Every skip is written to STORY_A11Y_REPORT and listed in the run's summary (scripts/test-stories.mjs).
import { appendFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { axeRunOptions, storyExclude } from '../../../.storybook/a11y.mjs';
import { describeSystemFontUses, systemFontUses } from '../../support/system-fonts';

interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  disable?: boolean;
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

/** One line of the report: a story checked by axe in one appearance, or skipped, with the rules it turned off. */
export interface A11yReportEntry {
  id: string;
  appearance: 'light' | 'dark';
  skipped?: boolean;
  rulesOff?: string[];
}

type AxePage = Parameters<typeof getViolations>[0];
type Violation = Awaited<ReturnType<typeof getViolations>>[number];

function readA11yParameters(): A11yParameters {
  type Preview = { currentRender?: { story?: { parameters?: { a11y?: A11yParameters } } } };
  const preview = (globalThis as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
  return preview?.currentRender?.story?.parameters?.a11y ?? {};
}

function describeViolations(violations: Violation[], appearance: string, storyId: string): string {
  const lines = violations.flatMap((v) => [
    `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}  ${v.helpUrl}`,
    ...v.nodes.slice(0, 5).map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  ]);
  const count = violations.length;
  return `axe: ${count} WCAG 2.1 A/AA violation${count === 1 ? '' : 's'} in ${appearance} on ${storyId}\n${lines.join('\n')}`;
}

/** Fails when the rendered story draws text with a machine font. */
export async function expectShippedFonts(page: Page, storyId: string): Promise<void> {
  const uses = await systemFontUses(page);
  if (uses.length) {
    throw new Error(
      `fonts: ${storyId} draws text with a system font instead of a shipped face:\n  ` +
        describeSystemFontUses(uses).slice(0, 10).join('\n  '),
    );
  }
}

/** Runs axe on the rendered story in the appearance it was rendered with, and reports what was checked. */
export async function expectAxeClean(
  page: Page,
  storyId: string,
  appearance: 'light' | 'dark',
): Promise<void> {
  const a11y = await page.evaluate(readA11yParameters);
  if (a11y.disable === true || a11y.test === 'off') {
    report({ id: storyId, appearance, skipped: true });
    return;
  }
  const rulesOff = (a11y.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id);
  // axe-playwright is typed against `playwright`'s Page; @playwright/test's is the same object.
  const axePage = page as unknown as AxePage;
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(axePage);
  const violations = await getViolations(
    axePage,
    { exclude: storyExclude },
    { ...axeRunOptions, rules: Object.fromEntries(rulesOff.map((id) => [id, { enabled: false }])) },
  );
  if (violations.length) throw new Error(describeViolations(violations, appearance, storyId));
  report({ id: storyId, appearance, ...(rulesOff.length ? { rulesOff } : {}) });
}

function report(entry: A11yReportEntry) {
  const file = process.env.STORY_A11Y_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
