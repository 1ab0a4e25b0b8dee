// The hosted Storybook's bookkeeping: every component states its status, every screen has its states page,
// the package names its Storybook, and the token source the Foundations check compares with reads right.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
