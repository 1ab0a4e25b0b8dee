import { MyCoursesPage } from '@elearning/ui';
import { learnerUrls } from '../../config/paths';
import { usePreferences } from '../../lib/preferences';
import { courses } from './content/courses';

/** My Courses: the courses shipped with the site (spec decision 10), in the learner's language. */
export function MyCoursesContainer() {
  const { locale } = usePreferences();
  return <MyCoursesPage courses={courses[locale]} urls={learnerUrls} />;
}
