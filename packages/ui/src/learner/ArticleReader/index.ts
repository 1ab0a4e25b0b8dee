export { ArticleReader, type ArticleReaderProps } from './ArticleReader';
export { scoreKnowledgeCheck, type KnowledgeCheckScore } from './scoring';
export type { ArticleSection, KnowledgeCheckQuestion, ReaderArticle } from './types';
