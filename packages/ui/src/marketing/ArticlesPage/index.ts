export { ArticlesPage, type ArticlesPageProps } from './ArticlesPage';
