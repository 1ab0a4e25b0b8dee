import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { documentTitle, type PageHandle } from './pageTitles';

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'pageTitle' in handle;

/** Keeps `document.title` on the current page's name, in the chosen language. */
export function DocumentTitle() {
  const intl = useIntl();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPageHandle);
  const key = handle?.pageTitle ?? 'home';
  useEffect(() => {
    document.title = documentTitle(key, intl);
  }, [key, intl]);
  return null;
}
