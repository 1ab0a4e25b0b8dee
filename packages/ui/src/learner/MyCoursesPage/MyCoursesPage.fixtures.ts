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
    progress: 100,
    status: 'completed',
    lessonCount: 12,
    durationHours: 6,
  },
  {
    id: 'sample-going',
    articleId: '4',
    title: 'Sample course in progress',
    description: 'A sample about consumer groups, two thirds done.',
    level: 'intermediate',
    progress: 65,
    status: 'in-progress',
    lessonCount: 16,
    durationHours: 9,
  },
  {
    id: 'sample-long',
    articleId: '5',
    title: 'Sample course with a long title: stream processing, windowing, joins and state stores',
    description: 'A sample about Kafka Streams and windowing, barely begun.',
    level: 'advanced',
    progress: 5,
    status: 'in-progress',
    lessonCount: 18,
    durationHours: 12,
  },
  {
    id: 'sample-new',
    articleId: '6',
    title: 'Sample course not started',
    description: 'A sample about connectors, not opened yet.',
    level: 'intermediate',
    progress: 0,
    status: 'not-started',
    lessonCount: 1,
    durationHours: 1,
  },
];

const frText: Record<string, Pick<Course, 'title' | 'description'>> = {
  'sample-done': {
    title: 'Cours d’exemple : les bases',
    description: 'Un cours d’exemple terminé, sur les topics et les partitions.',
  },
  'sample-going': {
    title: 'Cours d’exemple en cours',
    description: 'Un exemple sur les groupes de consommateurs, aux deux tiers fait.',
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
