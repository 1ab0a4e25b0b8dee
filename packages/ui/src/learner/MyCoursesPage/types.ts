/** A course in My Courses: a series of the site's articles, with the learner's measured progress in it. */
export interface Course {
  id: string;
  /** The article Continue Learning (or Read Again) opens: the first one not finished, else the first. */
  articleId: string;
  title: string;
  /** Searched together with the title. */
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  /** The course's articles. */
  articleCount: number;
  /** Reading time of its articles, computed from their text, in whole minutes. */
  readingMinutes: number;
  /** Of its articles, how many the learner has read to the end. */
  articlesRead: number;
  /** Of its articles' knowledge checks, how many the learner has passed (every answer right). */
  checksPassed: number;
  /** Percent done, 0–100: articles read and checks passed out of twice the articles (spec decision 81). */
  progress: number;
  /** completed: everything read and passed; not-started: nothing yet. */
  status: 'not-started' | 'in-progress' | 'completed';
}
