import { useDocsGlobals } from './globals';

declare const __ELEARNING_UI_VERSION__: string;
declare const __ELEARNING_UI_COMMIT__: string;

/** The version and commit this Storybook was built from (main.ts defines both at build time). */
export function BuildInfo() {
  const { locale } = useDocsGlobals();
  const label = locale === 'fr' ? 'Construit depuis' : 'Built from';
  return (
    <p data-build-info>
      {label} <code>@elearning/ui@{__ELEARNING_UI_VERSION__}</code>, commit{' '}
      <code>{__ELEARNING_UI_COMMIT__}</code>
    </p>
  );
}
