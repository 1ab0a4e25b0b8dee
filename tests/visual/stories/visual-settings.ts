// What the story screenshots vary over and hold fixed; shared by the Playwright config and the test file.
import type { StoryGlobals } from './storybook';

export interface Variant {
  /** Suffix of the baseline file: `<story id>.<name>.png`. */
  name: string;
  globals: StoryGlobals;
}

export const variants: Variant[] = [
  { name: 'light', globals: { appearance: 'light', locale: 'en' } },
  { name: 'dark', globals: { appearance: 'dark', locale: 'en' } },
  { name: 'fr', globals: { appearance: 'light', locale: 'fr' } },
];

/** Date.now() in every story: the day the sample data is written against (relative dates stay put). */
export const fixedNow = new Date('2026-11-21T12:00:00Z');

/**
 * Stories left out of the comparison, each with the reason printed in the run's summary. Empty is the goal;
 * fix the story's nondeterminism rather than add to it.
 */
export const excludedStories: Record<string, string> = {};

/** Port of the static server the config starts when STORYBOOK_URL does not name a running one. */
export const defaultPort = Number(process.env.STORY_VISUAL_PORT ?? 6107);

export const storyUrl = () => process.env.STORYBOOK_URL ?? `http://127.0.0.1:${defaultPort}`;

/** Title prefix of the tests that plant a change and expect the comparison to fail (not a story's screenshot). */
export const plantedPrefix = 'planted:';
