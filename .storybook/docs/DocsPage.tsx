// The frame of every docs page (packages/ui/src/docs/**/*.mdx). One MDX file holds a page in both languages:
// <En> and <Fr> blocks, of which the toolbar's locale shows one; <T en fr /> does the same for a phrase.
// The page's root carries `lang`, so screen readers, hyphenation and the docs check know its language.
import { Theme } from '@radix-ui/themes';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { themeConfig } from '../../packages/ui/src/theme/themeConfig';
import { useDocsGlobals } from './globals';

export function DocsPage({ children }: { children: ReactNode }) {
  const { locale } = useDocsGlobals();
  const root = useRef<HTMLDivElement>(null);
  // Storybook marks every inline story `lang="en"` (its `htmlLang` parameter): on this page the stories speak
  // the toolbar's language, so they say so, including those that render later.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const mark = () =>
      element.querySelectorAll('[data-story-block] [lang]').forEach((story) => {
        if (story.getAttribute('lang') !== locale) story.setAttribute('lang', locale);
      });
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [locale]);
  return (
    <div ref={root} lang={locale} data-docs-page data-docs-locale={locale}>
      {children}
    </div>
  );
}

export function En({ children }: { children: ReactNode }) {
  return useDocsGlobals().locale === 'en' ? <>{children}</> : null;
}

export function Fr({ children }: { children: ReactNode }) {
  return useDocsGlobals().locale === 'fr' ? <>{children}</> : null;
}

/** A phrase in the toolbar's language. */
export function T({ en, fr }: { en: ReactNode; fr: ReactNode }) {
  return <>{useDocsGlobals().locale === 'fr' ? fr : en}</>;
}

/** The product theme in the toolbar's appearance, around examples and token tables. */
export function ThemePanel({ children }: { children: ReactNode }) {
  const { appearance } = useDocsGlobals();
  return (
    <Theme {...themeConfig} appearance={appearance} hasBackground data-docs-theme={appearance}>
      <div style={{ padding: 16, borderRadius: 8, overflowX: 'auto' }}>{children}</div>
    </Theme>
  );
}
