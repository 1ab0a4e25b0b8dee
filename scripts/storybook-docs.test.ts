// The hosted Storybook's bookkeeping: every component states its status, every screen has its states page,
// the package names its Storybook, and the token source the Foundations check compares with reads right.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultStoryOf, groupOf, storiesIn } from '../.storybook/docs/states';
import { evaluateLength, expectedTokens, importedScales, parseBlocks } from './docs-tokens.mjs';

const src = 'packages/ui/src';
const files = (readdirSync(src, { recursive: true }) as string[]).map((f) => join(src, f));
const storyFiles = files.filter((f) => f.endsWith('.stories.tsx'));

describe('component status', () => {
  it.each(storyFiles)('%s carries exactly one status tag on its meta', (file) => {
    const source = readFileSync(file, 'utf8');
    const meta = /\nconst meta = \{[\s\S]*?\n\}/.exec(source)?.[0] ?? '';
    const tags = /\n {2}tags: \[([^\]]*)\]/.exec(meta)?.[1] ?? '';
    const statuses = tags.match(/'(stable|experimental)'/g) ?? [];
    expect(statuses).toHaveLength(1);
  });
});

describe('screens', () => {
  // A screen is what a route renders: every *Page of an area, and the area components that are a route's
  // whole content (the account forms, the exam's steps, the layouts).
  const screens = storyFiles.filter(
    (f) =>
      /\/(account|exam|learner|marketing)\//.test(f) &&
      /(Page|Form|Catalogue|Intro|QuestionView|ResultSummary|ResultReview|Shell|Layout|ArticleReader|ArticleNotFound)(\.\w+)?\.stories\.tsx$/.test(
        f,
      ) &&
      !/(PracticeSetForm|ContactForm|LoginForm)\.stories/.test(f),
  );

  it('finds the screens', () => expect(screens.length).toBeGreaterThan(25));

  it.each(screens)('%s has a states page', (file) => {
    const page = file.replace(/\.stories\.tsx$/, '.states.mdx');
    const source = readFileSync(page, 'utf8');
    expect(source).toContain(`import * as Stories from './${file.split('/').pop()?.replace('.tsx', '')}'`);
    expect(source).toMatch(/<Meta title="Screens\//);
  });
});

describe("screens' states pages", () => {
  // [story export, its story-level annotations, the group a person reviewing the screen looks for it in]
  const cases: [string, Parameters<typeof groupOf>[1], string][] = [
    // every empty state of the screens (they all landed under "Success and other states": issue 32's review)
    ['Empty', {}, 'empty'],
    ['NoMatch', {}, 'empty'],
    ['NoOrders', {}, 'empty'],
    ['NoTests', {}, 'empty'],
    ['NoCoursesFound', {}, 'empty'],
    ['NewLearner', {}, 'empty'],
    ['PracticeSetEmpty', { args: { actionError: 'empty' } }, 'empty'],
    // "No" as a word, not as the start of one
    ['NotStarted', {}, 'success'],
    ['WithoutHistory', { args: { history: undefined } }, 'success'],
    // something under way
    ['SessionLoading', {}, 'loading'],
    ['SigningIn', {}, 'loading'],
    ['Resending', {}, 'loading'],
    ['Refreshing', { args: { isRefreshing: true } }, 'loading'],
    ['Redirecting', { args: { isSubmitting: true } }, 'loading'],
    ['Checking', { args: { isChecking: true } }, 'loading'],
    ['Retaking', { args: { isRetaking: true } }, 'loading'],
    ['StartingMissedPractice', { args: { pendingAction: 'missed' } }, 'loading'],
    // a search typed or a subscription's status is a state of its own, not a wait
    ['Searching', { args: { defaultSearch: 'stream' } }, 'success'],
    ['Pending', { args: { subscription: {} } }, 'success'],
    // errors, by name or by the error the story passes
    ['LoginFailed', {}, 'error'],
    ['PaymentFailed', {}, 'error'],
    ['ValidationErrors', {}, 'error'],
    ['EmailInUse', { args: { emailInUse: true } }, 'error'],
    ['RequiredFields', {}, 'error'],
    ['Offline', { args: { saveStatus: 'offline' } }, 'error'],
    ['Failed', { args: { submitError: 'The reset session has expired.' } }, 'error'],
    ['OtherSession', { args: { submitError: 'Only the session signed in…' } }, 'error'],
    // a failed exam is a result, a cancelled or expired subscription a status, a confirmation a dialog
    ['Failed', {}, 'success'],
    ['Cancelled', {}, 'success'],
    ['Expired', {}, 'success'],
    ['CancelConfirmation', {}, 'success'],
    ['CheckedIncorrect', {}, 'success'],
    ['LongName', {}, 'long'],
    ['LargeFigures', {}, 'long'],
    ['PhonePaletteSheet', {}, 'phone'],
    ['MobileDrawer', { globals: { viewport: { value: 'mobile1' } } }, 'phone'],
    ['Default', {}, 'success'],
  ];

  it.each(cases)('%s %j is shown under %s', (name, story, group) => {
    expect(groupOf(name, story)).toBe(group);
  });

  it('shows every empty state of the screens under Empty, and nothing else there', () => {
    const pages = files.filter((f) => f.endsWith('.states.mdx'));
    const empty = pages.flatMap((page) => {
      const source = readFileSync(page.replace(/\.states\.mdx$/, '.stories.tsx'), 'utf8');
      const names = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1] ?? '');
      const title = page.split('/').pop()?.replace('.states.mdx', '');
      return names.filter((name) => groupOf(name, {}) === 'empty').map((name) => `${title} ${name}`);
    });
    expect(empty.sort()).toEqual([
      'ArticlesPage Empty',
      'DashboardPage NewLearner',
      'MyCoursesPage NewLearner',
      'MyCoursesPage NoCoursesFound',
      'OrdersPage NoMatch',
      'OrdersPage NoOrders',
      'ProgressPage NewLearner',
      'ProgressPage NoTests',
      'ResultSummary PracticeSetEmpty',
      'TestCatalogue Empty',
      'TestCatalogue NoMatch',
    ]);
  });

  it("takes the stories in the file's order, and its first success story as the default state", () => {
    const module = {
      default: { title: 'Screens/X' },
      __namedExportsOrder: ['Loading', 'Failed', 'Passed'],
      Passed: {},
      Loading: { args: { status: 'loading' } },
      Failed: {},
    };
    expect(storiesIn(module).map(([name]) => name)).toEqual(['Loading', 'Failed', 'Passed']);
    expect(defaultStoryOf(storiesIn(module))?.[0]).toBe('Failed');
    expect(defaultStoryOf([['Loading', {}]])?.[0]).toBe('Loading');
  });
});

describe('package', () => {
  it('names its Storybook for composition', () => {
    const pkg = JSON.parse(readFileSync('packages/ui/package.json', 'utf8')) as {
      storybook?: { url?: string };
    };
    expect(pkg.storybook?.url).toMatch(/^https:\/\/\S+\/$/);
  });
});

describe('token source', () => {
  it('reads rule blocks, nested at-rules included', () => {
    const blocks = parseBlocks(`/* x */ .a { --x: 1px; } @supports (color: red) { .b { --x: 2px; } }`);
    expect(blocks.map((b) => [b.selector, b.atRules.length, b.declarations.get('--x')])).toEqual([
      ['.a', 0, '1px'],
      ['.b', 1, '2px'],
    ]);
  });

  it('evaluates Radix lengths under the theme settings', () => {
    const vars = { '--scaling': '1', '--radius-factor': '1.5' };
    expect(evaluateLength('calc(6px * var(--scaling) * var(--radius-factor))', vars)).toBe('9px');
    expect(evaluateLength('calc(12px * var(--scaling))', vars)).toBe('12px');
    expect(evaluateLength('0px', vars)).toBe('0px');
  });

  it('gives every imported scale and size scale, in light and dark', () => {
    const light = expectedTokens('light');
    const dark = expectedTokens('dark');
    for (const scale of importedScales()) expect(light.get(`colour-${scale}`)?.size).toBe(12);
    expect(light.get('colour-indigo')?.get('--indigo-9')).toMatch(/^#[0-9a-f]{6}$/);
    expect(dark.get('colour-indigo')?.get('--indigo-1')).not.toBe(
      light.get('colour-indigo')?.get('--indigo-1'),
    );
    expect(light.get('space')?.get('--space-3')).toBe('12px');
    expect(light.get('radius')?.get('--radius-3')).toBe('6px');
  });
});
