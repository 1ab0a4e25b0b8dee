import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import formatjs from 'eslint-plugin-formatjs';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// The screen areas of packages/ui (see docs/where-things-go.md).
const uiAreas = ['account', 'exam', 'learner', 'marketing'];

// The site's root <Theme> has no Tooltip provider (apps/site/build/themeWithoutTooltipProvider.ts): a tooltip
// would throw at run time, so it is refused here, where the build cannot see it.
const tooltipRestriction = {
  name: '@radix-ui/themes',
  importNames: ['Tooltip'],
  message:
    "The site's root Theme has no Tooltip provider (apps/site/build/themeWithoutTooltipProvider.ts): add one with the tooltip.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'packages/api-client/src/generated/**',
      'apps/api/src/contract/openapi.ts',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['@elearning/source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The design system is props-driven: it never reaches for a router, data fetching or the API client.
    files: ['packages/ui/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'swr',
                'swr/*',
                'react-router',
                'react-router-dom',
                'openapi-fetch',
                '@elearning/*',
                '**/apps/*',
              ],
              message: 'packages/ui receives data, state and callbacks as props.',
            },
          ],
          paths: [tooltipRestriction],
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    files: ['apps/site/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [tooltipRestriction] }] },
  },
  {
    // Layers inside the ui: screens in an area compose components/ and shared/, never another area's files,
    // and the building blocks know no screen.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...uiAreas.map((area) => ({
              target: `./packages/ui/src/${area}`,
              from: uiAreas.filter((other) => other !== area).map((other) => `./packages/ui/src/${other}`),
              message:
                'An area composes components/ and shared/, not another area: move what both need there.',
            })),
            {
              target: ['./packages/ui/src/components', './packages/ui/src/shared'],
              from: uiAreas.map((area) => `./packages/ui/src/${area}`),
              message: 'Building blocks know no screen.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@elearning/ui', 'react-router*', '@elearning/site', '**/apps/*'],
              message: 'The client holds no UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@elearning/*', '**/apps/site/*'],
              message: 'The server depends on openapi.yaml only.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
