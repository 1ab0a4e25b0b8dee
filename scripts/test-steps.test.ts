import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missing, steps } from './test-steps.mjs';

describe('npm test steps', () => {
  it('can run every step in this checkout', () => {
    expect(steps.map((step) => [step.name, missing(step)])).toEqual(
      steps.map((step) => [step.name, undefined]),
    );
  });

  it('declares every file a step runs, so a rename fails the step instead of skipping it', () => {
    for (const step of steps) {
      const files = [...step.cmd.matchAll(/\b(?:node|-c) (\S+\.(?:mjs|ts|js))/g)].map((m) => m[1]);
      for (const file of files) expect(step.needs, `${step.name} runs ${file}`).toContain(file);
    }
  });

  it('reports a missing script or config as the reason the step fails', () => {
    const cwd = process.cwd();
    const empty = mkdtempSync(join(tmpdir(), 'test-steps-'));
    try {
      process.chdir(empty);
      const stories = steps.find((step) => step.name.startsWith('stories'));
      expect(stories && missing(stories)).toMatch(/^missing scripts\/test-stories\.mjs/);
      const journeys = steps.find((step) => step.cmd === 'npx playwright test');
      expect(journeys && missing(journeys)).toBe('missing playwright.config.ts');
    } finally {
      process.chdir(cwd);
      rmSync(empty, { recursive: true });
    }
    expect(existsSync('scripts/test-stories.mjs')).toBe(true);
  });
});
