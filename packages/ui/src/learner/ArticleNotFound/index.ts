export { ArticleNotFound, type ArticleNotFoundProps } from './ArticleNotFound';
