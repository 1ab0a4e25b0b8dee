/** A course in My Courses (static content shipped with the site). */
export interface Course {
  id: string;
  /** The article Continue Learning (or Read Again) opens: the course's next reading. */
  articleId: string;
  title: string;
  /** Searched together with the title. */
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  /** Percent of lessons done, 0–100. */
  progress: number;
  /** completed shows View Certificate; the others Continue Learning. */
  status: 'not-started' | 'in-progress' | 'completed';
  /** Number of lessons in the course. */
  lessonCount: number;
  /** Estimated length in hours. */
  durationHours: number;
}
