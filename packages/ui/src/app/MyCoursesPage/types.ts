/** A course in My Courses (static content shipped with the site). */
export interface Course {
  id: string;
  title: string;
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  /** Percent of lessons done, 0–100. */
  progress: number;
  status: 'not-started' | 'in-progress' | 'completed';
  lessonCount: number;
  /** Estimated length in hours. */
  durationHours: number;
}
