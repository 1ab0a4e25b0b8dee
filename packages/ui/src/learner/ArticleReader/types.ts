/** A multiple-choice question of an article's knowledge check (checked locally: static content). */
export interface KnowledgeCheckQuestion {
  id: string;
  question: string;
  choices: string[];
  /** Index in `choices` of the right answer. */
  correctIndex: number;
  /** Why the right answer is right, shown after submitting. */
  explanation: string;
}

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  /** An optional command or code sample shown after the paragraphs. */
  code?: string;
}

/** An article as the reader shows it. */
export interface ReaderArticle {
  id: string;
  title: string;
  summary: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  readingMinutes: number;
  author: string;
  /** ISO date. */
  publishedOn: string;
  sections: ArticleSection[];
  quiz: KnowledgeCheckQuestion[];
}
