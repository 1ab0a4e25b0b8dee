export { ArticleCard, type ArticleCardProps } from './ArticleCard';
export type { Article, ArticleLevel } from './article';
