// Which state a screen's story shows, for the screen's states page (ScreenStates.tsx). Apart from the page's
// React, so that scripts/storybook-docs.test.ts runs it in Node.

export type StoryExport = {
  name?: string;
  args?: Record<string, unknown>;
  globals?: { viewport?: unknown };
  parameters?: unknown;
};

export type StoriesModule = Record<string, unknown> & {
  default: { title?: string };
  __namedExportsOrder?: string[];
};

type Args = Record<string, unknown>;

const someArg = (args: Args, key: RegExp, value: (v: unknown) => boolean) =>
  Object.entries(args).some(([k, v]) => key.test(k) && value(v));

/**
 * The states a page groups its stories in, in the order a story is tested against them: first by the words of
 * its export name (`name`, on lower-case words: "NoCoursesFound" is "no courses found"), then by the args it
 * sets (`args`: a story whose name says nothing, such as "Failed" with a `submitError`). A story no group
 * claims is shown under "Success and other states".
 */
export const stateGroups = [
  {
    id: 'loading',
    en: 'Loading',
    fr: 'Chargement',
    name: /\b(loading|submitting|saving|signing|verifying|creating|sending|resending|refreshing|redirecting|checking|starting|abandoning|retaking|changing|pausing|busy)\b/,
    // status: 'loading', or an action under way (isSubmitting, isRefreshing, isStarting…)
    args: (args: Args) => args.status === 'loading' || someArg(args, /^is[A-Z]\w*ing$/, (v) => v === true),
  },
  {
    id: 'empty',
    en: 'Empty',
    fr: 'Vide',
    // "no" as a word ("NoMatch", "NoOrders"), not the start of one ("NotStarted")
    name: /\b(empty|no|none|nothing|zero|new learner|not found)\b/,
  },
  {
    id: 'error',
    en: 'Error',
    fr: 'Erreur',
    // "LoginFailed", "PaymentFailed"; "Failed" alone may be a result (a failed exam): its args decide
    name: /\b(errors?|failure|\w+ failed|invalid|mismatch|declined|denied|required|wrong|missing|offline|in use)\b/,
    // status: 'error', or an error message passed in (submitError, actionError…)
    args: (args: Args) =>
      args.status === 'error' || someArg(args, /Error$/, (v) => typeof v === 'string' && v !== ''),
  },
  {
    id: 'long',
    en: 'Long text and French',
    fr: 'Texte long et français',
    name: /\b(long|french|overflow|many|large)\b/,
  },
  { id: 'phone', en: 'Phone', fr: 'Téléphone', name: /\b(phone|mobile|narrow|small)\b/ },
] as const;

export type StateId = (typeof stateGroups)[number]['id'] | 'success';

/** A story's export name as lower-case words: "NoCoursesFound" → "no courses found", "SigningIn" → "signing in". */
export function wordsOf(exportName: string) {
  return exportName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

/** The state a story shows: a story with a viewport is a phone's; then its name, then its args decide. */
export function groupOf(exportName: string, story: StoryExport): StateId {
  if (story.globals?.viewport) return 'phone';
  const words = wordsOf(exportName);
  const byName = stateGroups.find((group) => group.name.test(words));
  if (byName) return byName.id;
  const args = story.args ?? {};
  const byArgs = stateGroups.find((group) => 'args' in group && group.args(args));
  return byArgs?.id ?? 'success';
}

/** The stories of a stories file, in the file's order (a module's own keys come sorted by name). */
export function storiesIn(of: StoriesModule): [string, StoryExport][] {
  const isStory = (name: string) =>
    name !== 'default' && name !== '__namedExportsOrder' && typeof of[name] === 'object' && of[name] !== null;
  const names = (of.__namedExportsOrder ?? Object.keys(of)).filter(isStory);
  return names.map((name) => [name, of[name] as StoryExport]);
}

/** The screen's default state, shown again on a phone and in French: its first success story, else its first. */
export function defaultStoryOf(stories: [string, StoryExport][]) {
  return stories.find(([name, story]) => groupOf(name, story) === 'success') ?? stories[0];
}
