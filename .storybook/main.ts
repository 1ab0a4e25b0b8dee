import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // Workspace packages resolve to their TypeScript sources, as in the site and the tests.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@elearning/source', 'module', 'browser', 'development|production'];
    return viteConfig;
  },
};

export default config;
