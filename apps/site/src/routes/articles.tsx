import { ArticlesContainer } from '../features/marketing/ArticlesContainer';

export function Component() {
  return <ArticlesContainer />;
}
