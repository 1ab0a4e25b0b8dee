/** How much Kafka an article assumes. */
export type ArticleLevel = 'beginner' | 'intermediate' | 'advanced';

/** An article as the catalogue shows it, already in the reader's language. */
export interface Article {
  /** Identifier in the reader's route, `/course/{id}`. */
  id: string;
  title: string;
  description: string;
  level: ArticleLevel;
  /** Reading time in whole minutes. */
  durationMinutes: number;
  sectionCount: number;
  /** Publication day as an ISO date, `YYYY-MM-DD`. */
  publishedOn: string;
}
