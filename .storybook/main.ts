import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

// The build carries what it was built from: the ui package's version and the commit (the manager shows both).
const uiPackage = JSON.parse(
  readFileSync(new URL('../packages/ui/package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};
function commitOf(): string {
  const fromCi = process.env.GITHUB_SHA ?? process.env.STORYBOOK_COMMIT;
  if (fromCi) return fromCi.slice(0, 12);
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
const build = { version: uiPackage.version, commit: commitOf() };

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  managerHead: (head) =>
    `${head ?? ''}<script>window.__ELEARNING_UI_BUILD__ = ${JSON.stringify(build)};</script>`,
  async viteFinal(viteConfig) {
    // Workspace packages resolve to their TypeScript sources, as in the site and the tests.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@elearning/source', 'module', 'browser', 'development|production'];
    // The Introduction page shows them too (.storybook/docs/BuildInfo.tsx).
    viteConfig.define = {
      ...viteConfig.define,
      __ELEARNING_UI_VERSION__: JSON.stringify(build.version),
      __ELEARNING_UI_COMMIT__: JSON.stringify(build.commit),
    };
    return viteConfig;
  },
};

export default config;
