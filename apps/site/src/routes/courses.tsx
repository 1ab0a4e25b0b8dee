import { ArticlesContainer } from '../features/marketing/ArticlesContainer';

/** The public course catalogue link of the navigation: the article catalogue (the site's free courses). */
export function Component() {
  return <ArticlesContainer />;
}
