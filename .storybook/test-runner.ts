// Story tests (scripts/test-stories.mjs): the runner renders each story and runs its play function; then axe
// checks it against WCAG 2.1 A/AA in the light appearance, and again once the same story is re-rendered with
// the dark global. Any violation fails the story.
//
// Skipping axe is for stories that cannot be checked, never for ones that fail: a story sets
// `parameters: { a11y: { test: 'off' } }` (or turns one rule off with
// `a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } }`) and says why in a comment.
// Every skip is listed in the run's summary.
//
// Then every story is checked for text drawn with a font of the machine instead of a face the ui ships (such
// text looks different on every OS, and its screenshot differs from machine to machine).
import { appendFileSync } from 'node:fs';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';
import { describeSystemFontUses, systemFontUses } from '../tests/support/system-fonts';
import { axeRunOptions, storyExclude } from './a11y.mjs';

// The rules and context are those of the accessibility panel (a11y.mjs).
const axeContext = { exclude: storyExclude };

interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  disable?: boolean;
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

type Violation = Awaited<ReturnType<typeof getViolations>>[number];

function report(entry: { id: string; skipped?: boolean; rulesOff?: string[] }) {
  const file = process.env.STORY_A11Y_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

async function axeViolations(page: Page, rulesOff: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  return getViolations(page, axeContext, {
    ...axeRunOptions,
    rules: Object.fromEntries(rulesOff.map((id) => [id, { enabled: false }])),
  });
}

function describe(violations: Violation[], appearance: string, storyId: string): string {
  const lines = violations.flatMap((v) => [
    `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}  ${v.helpUrl}`,
    ...v.nodes.slice(0, 5).map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  ]);
  const count = violations.length;
  return `axe: ${count} WCAG 2.1 A/AA violation${count === 1 ? '' : 's'} in ${appearance} on ${storyId}\n${lines.join('\n')}`;
}

/**
 * Re-renders the story on the page with another appearance global and waits until it has finished. The
 * story stays mounted, so the state its play function left (open menus, validation errors) is what is
 * checked again.
 */
async function renderWithAppearance(page: Page, appearance: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        type Channel = {
          on: (event: string, fn: (payload?: { message?: string; description?: string }) => void) => void;
          off: (event: string, fn: (payload?: { message?: string; description?: string }) => void) => void;
          emit: (event: string, payload: unknown) => void;
        };
        const channel = (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return reject(new Error('no Storybook channel on the page'));
        const failures = ['storyErrored', 'storyThrewException', 'unhandledErrorsWhilePlaying'];
        const stop = () => {
          clearTimeout(timer);
          channel.off('storyFinished', finished);
          for (const event of failures) channel.off(event, failed);
        };
        const finished = () => {
          stop();
          resolve();
        };
        const failed = (payload?: { message?: string; description?: string }) => {
          stop();
          reject(
            new Error(
              `the story failed with appearance ${value}: ${payload?.message ?? payload?.description}`,
            ),
          );
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`the story did not re-render with appearance ${value} within 10 s`));
        }, 10_000);
        channel.on('storyFinished', finished);
        for (const event of failures) channel.on(event, failed);
        channel.emit('updateGlobals', { globals: { appearance: value } });
      }),
    appearance,
  );
}

const config: TestRunnerConfig = {
  async postVisit(page, context) {
    if (context.hasFailure) return;
    const systemFonts = await systemFontUses(page);
    if (systemFonts.length) {
      throw new Error(
        `fonts: ${context.id} draws text with a system font instead of a shipped face:\n  ` +
          describeSystemFontUses(systemFonts).slice(0, 10).join('\n  '),
      );
    }
    const story = await getStoryContext(page, context);
    const a11y = (story.parameters.a11y ?? {}) as A11yParameters;
    if (a11y.disable === true || a11y.test === 'off') {
      report({ id: context.id, skipped: true });
      return;
    }
    const rulesOff = (a11y.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id);

    const light = await axeViolations(page, rulesOff);
    if (light.length) throw new Error(describe(light, 'light', context.id));

    await renderWithAppearance(page, 'dark');
    try {
      const dark = await axeViolations(page, rulesOff);
      if (dark.length) throw new Error(describe(dark, 'dark', context.id));
    } finally {
      // The runner's page renders every story of the file in turn: give the next one the light default back.
      await renderWithAppearance(page, 'light');
    }

    report({ id: context.id, ...(rulesOff.length ? { rulesOff } : {}) });
  },
};

export default config;
