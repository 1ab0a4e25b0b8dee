// The steps of `npm test`, in order. A step whose script or config is missing FAILS: a renamed file must never
// silently drop a whole check (scripts/test-steps.test.ts holds every step to that).
import { existsSync, readdirSync } from 'node:fs';

const specFiles = (/** @type {string} */ dir) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => /\.spec\.ts$/.test(String(f))) : [];

/** @type {{ name: string, cmd: string, needs?: string[], check?: () => string | undefined }[]} */
export const steps = [
  { name: 'browser', cmd: 'node scripts/ensure-browser.mjs', needs: ['scripts/ensure-browser.mjs'] },
  { name: 'lint', cmd: 'npx eslint . --max-warnings 0', needs: ['eslint.config.js'] },
  { name: 'format', cmd: 'npx prettier --check . --log-level warn' },
  { name: 'typecheck', cmd: 'node scripts/typecheck.mjs', needs: ['scripts/typecheck.mjs'] },
  {
    name: 'contract lint',
    cmd: 'npx redocly lint openapi.yaml --format stylish',
    needs: ['openapi.yaml', 'redocly.yaml'],
  },
  {
    name: 'content check (question bank)',
    cmd: 'npm run content:check',
    needs: [
      'apps/api/scripts/content-check.ts',
      'content/schema/question.schema.json',
      'content/blueprint.yaml',
    ],
  },
  { name: 'unit + integration (vitest)', cmd: 'npx vitest run', needs: ['vitest.config.ts'] },
  {
    name: 'stories: play, axe, screenshots',
    cmd: 'node scripts/test-stories.mjs',
    needs: ['scripts/test-stories.mjs', 'tests/visual/stories.config.ts', 'tests/visual/stories/checks.ts'],
  },
  {
    name: 'storybook docs: full build, every docs page in en and fr, axe, tokens',
    cmd: 'node scripts/test-docs.mjs',
    needs: ['scripts/test-docs.mjs', 'scripts/docs-tokens.mjs', '.storybook/a11y.mjs'],
  },
  { name: 'package', cmd: 'node scripts/test-pack.mjs', needs: ['scripts/test-pack.mjs'] },
  {
    name: 'browser journeys, route axe + screenshots (playwright)',
    cmd: 'npx playwright test',
    needs: ['playwright.config.ts'],
    check: () => (specFiles('tests').length === 0 ? 'no *.spec.ts file under tests/' : undefined),
  },
  {
    name: 'bundle budgets',
    cmd: 'node scripts/budgets.mjs',
    needs: ['scripts/budgets.mjs', 'tests/budgets/budgets.json'],
  },
  {
    name: 'lighthouse: accessibility, best practices, SEO',
    cmd: 'node scripts/lighthouse.mjs',
    needs: ['scripts/lighthouse.mjs', 'tests/budgets/lighthouse.json'],
  },
];

/**
 * Why a step cannot run as declared, or undefined when it can.
 * @param {{ needs?: string[], check?: () => string | undefined }} step
 */
export function missing(step) {
  const absent = (step.needs ?? []).filter((file) => !existsSync(file));
  if (absent.length) return `missing ${absent.join(', ')}`;
  return step.check?.();
}
