// The Storybook UI (manager): the brand shows the ui package's version and the commit the build was made
// from (main.ts writes them into the page), and each component's status tag is a badge in the sidebar.
import { createElement, Fragment } from 'react';
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { statuses, statusOf } from './status';

interface BuildInfo {
  version: string;
  commit: string;
}
const build = (globalThis as { __ELEARNING_UI_BUILD__?: BuildInfo }).__ELEARNING_UI_BUILD__ ?? {
  version: 'dev',
  commit: 'unknown',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle:
      `<span data-testid="build-info">@elearning/ui <small>v${escape(build.version)}` +
      ` · ${escape(build.commit)}</small></span>`,
    brandTarget: '_self',
  }),
  sidebar: {
    renderLabel: (item) => {
      const status = item.type === 'component' ? statusOf(item.tags) : undefined;
      if (!status) return item.name;
      const { label, background, color, description } = statuses[status];
      return createElement(
        Fragment,
        null,
        item.name,
        createElement(
          'span',
          {
            title: description,
            'data-status': status,
            style: {
              marginLeft: 6,
              padding: '0 5px',
              borderRadius: 4,
              fontSize: 10,
              lineHeight: '16px',
              fontWeight: 600,
              background,
              color,
            },
          },
          label,
        ),
      );
    },
  },
});
