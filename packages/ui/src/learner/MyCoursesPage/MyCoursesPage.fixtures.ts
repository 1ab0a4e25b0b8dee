import type { Locale } from '../../i18n/messages';
import type { Course } from './types';

// Made-up samples, not the site's courses (apps/site ships those): one course per status and level,
// and a long title that wraps.
const en: Course[] = [
  {
    id: 'sample-done',
    articleId: '1',
    title: 'Sample course: the basics',
    description: 'A finished sample course about topics and partitions.',
    level: 'beginner',
    articleCount: 2,
    readingMinutes: 7,
    articlesRead: 2,
    checksPassed: 2,
    progress: 100,
    status: 'completed',
  },
  {
    id: 'sample-going',
    articleId: '4',
    title: 'Sample course in progress',
    description: 'A sample about consumer groups, three quarters done.',
    level: 'intermediate',
    articleCount: 2,
    readingMinutes: 6,
    articlesRead: 2,
    checksPassed: 1,
    progress: 75,
    status: 'in-progress',
  },
  {
    id: 'sample-long',
    articleId: '5',
    title: 'Sample course with a long title: stream processing, windowing, joins and state stores',
    description: 'A sample about Kafka Streams and windowing, barely begun.',
    level: 'advanced',
    articleCount: 2,
    readingMinutes: 9,
    articlesRead: 1,
    checksPassed: 0,
    progress: 25,
    status: 'in-progress',
  },
  {
    id: 'sample-new',
    articleId: '6',
    title: 'Sample course not started',
    description: 'A sample about connectors, not opened yet.',
    level: 'intermediate',
    articleCount: 1,
    readingMinutes: 3,
    articlesRead: 0,
    checksPassed: 0,
    progress: 0,
    status: 'not-started',
  },
];

const frText: Record<string, Pick<Course, 'title' | 'description'>> = {
  'sample-done': {
    title: 'Cours d’exemple : les bases',
    description: 'Un cours d’exemple terminé, sur les topics et les partitions.',
  },
  'sample-going': {
    title: 'Cours d’exemple en cours',
    description: 'Un exemple sur les groupes de consommateurs, aux trois quarts fait.',
  },
  'sample-long': {
    title: 'Cours d’exemple au titre long : traitement de flux, fenêtrage, jointures et magasins d’état',
    description: 'Un exemple sur Kafka Streams et le fenêtrage, à peine commencé.',
  },
  'sample-new': {
    title: 'Cours d’exemple pas commencé',
    description: 'Un exemple sur les connecteurs, pas encore ouvert.',
  },
};

/** Four made-up courses for My Courses' stories and tests, in each language. */
export const sampleCourses: Record<Locale, readonly Course[]> = {
  en,
  fr: en.map((course) => ({ ...course, ...frText[course.id] })),
};

/** A new learner: the same courses, nothing read or passed yet. */
export const newLearnerCourses: Record<Locale, readonly Course[]> = {
  en: sampleCourses.en.map((course) => ({
    ...course,
    articlesRead: 0,
    checksPassed: 0,
    progress: 0,
    status: 'not-started' as const,
  })),
  fr: sampleCourses.fr.map((course) => ({
    ...course,
    articlesRead: 0,
    checksPassed: 0,
    progress: 0,
    status: 'not-started' as const,
  })),
};
