// Every story of the static Storybook rendered and played in light, dark and French: its screenshot compared
// pixel for pixel with the baselines in ./__screenshots__ (`npm run test:visual:stories:update` rewrites them on
// purpose), then checked for machine fonts in each variant and by axe in light and dark (./checks.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import {
  baselineBrowserNote,
  recordBaselineBrowser,
  recordedBaselineBrowser,
} from '../../support/baseline-browser';
import { keepNativeAnimationFrame, settle } from './capture';
import { expectAxeClean, expectShippedFonts } from './checks';
import { openPreview, renderStory, type StoryGlobals } from './storybook';
import {
  excludedStories,
  fixedNow,
  plantedPrefix,
  storyUrl,
  variants,
  type Variant,
} from './visual-settings';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  tags?: string[];
}

const staticDir = process.env.STORYBOOK_STATIC_DIR;
if (!staticDir) throw new Error('STORYBOOK_STATIC_DIR must name a `storybook build --test` output');
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const test = base.extend<object, { storybook: Page; browserNote: string }>({
  /** Empty when this Chromium made the baselines; else both versions, shown beside a failed comparison. */
  browserNote: [
    async ({ browser }, use, workerInfo) => {
      if (workerInfo.config.updateSnapshots !== 'none') recordBaselineBrowser(browser.version());
      await use(baselineBrowserNote(browser.version(), recordedBaselineBrowser()));
    },
    { scope: 'worker' },
  ],
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, userAgent } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        reducedMotion,
        colorScheme,
        locale,
        timezoneId,
        userAgent,
      });
      await keepNativeAnimationFrame(context);
      const page = await context.newPage();
      await page.clock.setFixedTime(fixedNow);
      await openPreview(page, storyUrl(), stories[0]!.id);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const clockRunning = new WeakMap<Page, boolean>();

/**
 * Renders the story with time standing still at `fixedNow`. Stories without a play function render on a
 * paused clock, so a ticking countdown shows its first value; played stories need running timers and are
 * paused afterwards. Either way the page then gets the same 100 ms of fake time for focus moves and entry
 * effects.
 */
async function renderOnFrozenClock(page: Page, story: IndexEntry, globals: StoryGlobals) {
  const plays = story.tags?.includes('play-fn') ?? false;
  if (plays) await page.clock.resume();
  else if (clockRunning.get(page) !== false) await page.clock.pauseAt(fixedNow);
  clockRunning.set(page, plays);
  const rendered = await renderStory(page, story.id, globals);
  if (plays) await page.clock.pauseAt(fixedNow);
  clockRunning.set(page, false);
  await page.clock.runFor(100);
  return rendered;
}

// Variant-major order: each worker walks the stories in one variant, so the globals change only twice.
for (const variant of variants) {
  for (const story of stories) {
    test(`${story.id} ${variant.name}`, async ({ storybook: page, browserNote }) => {
      const reason = excludedStories[story.id];
      test.skip(reason !== undefined, `excluded: ${reason}`);
      await compareStory(page, story, variant, browserNote);
    });
  }
}

async function compareStory(page: Page, story: IndexEntry, variant: Variant, browserNote: string) {
  const { layout } = await renderOnFrozenClock(page, story, variant.globals);
  const capture = await settle(page, layout);
  test.info().annotations.push({ type: 'capture', description: capture.kind });
  const name = [variant.name, `${story.id}.png`];
  // Soft: a story whose screenshot differs is still checked for fonts and by axe, and fails for all it got wrong.
  const shot = expect.soft(page, `screenshot ${name.join('/')}${browserNote}`);
  if (capture.kind === 'content') await shot.toHaveScreenshot(name, { fullPage: true, clip: capture.clip });
  else await shot.toHaveScreenshot(name, { fullPage: capture.kind === 'page' });
  await expectShippedFonts(page, story.id);
  if (variant.globals.locale === 'en') {
    // axe waits on the page's timers, which a paused clock never runs; the next story pauses it again.
    await page.clock.resume();
    clockRunning.set(page, true);
    await expectAxeClean(page, story.id, variant.globals.appearance);
  }
}

/**
 * The comparison's tolerance (tests/visual/tolerance.ts) must still see a real change: each change below is
 * planted in a story that matches its baseline as rendered, and the screenshot must then differ from it.
 */
const plantedChanges = [
  { change: 'a button moved 2 px', css: 'button[type="submit"] { translate: 2px 0; }' },
  {
    change: 'the accent colour moved one step',
    css: '.radix-themes, [data-accent-color] { --accent-9: var(--accent-10) !important; }',
  },
];
const plantStoryId = 'account-loginform--default';

for (const { change, css } of plantedChanges) {
  test(`${plantedPrefix} ${change}`, async ({ storybook: page }) => {
    const story = stories.find((entry) => entry.id === plantStoryId);
    if (!story) throw new Error(`the story ${plantStoryId} that the planted changes use is gone`);
    const variant = variants[0]!;
    const { layout } = await renderOnFrozenClock(page, story, variant.globals);
    const capture = await settle(page, layout);
    if (capture.kind !== 'content') throw new Error(`${plantStoryId} is expected to be captured as content`);
    const name = [variant.name, `${story.id}.png`];
    const options = { fullPage: true, clip: capture.clip };
    await expect(page, 'the story as rendered matches its baseline').toHaveScreenshot(name, options);
    const planted = await page.addStyleTag({ content: css });
    try {
      await expect(page, `with ${change}, the screenshot differs`).not.toHaveScreenshot(name, options);
    } finally {
      await planted.evaluate((node) => node.parentNode?.removeChild(node));
    }
  });
}
