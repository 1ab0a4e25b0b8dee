import { MyCoursesPage, sampleCourses } from '@elearning/ui';
import { useNotify } from '../../lib/notify';
import { usePreferences } from '../../lib/preferences';

/** My Courses: the sample courses shipped with the site (spec decision 10), in the learner's language. */
export function MyCoursesContainer() {
  const { locale } = usePreferences();
  const notify = useNotify();
  // No certificate service exists yet: say so rather than offer a button that does nothing.
  return (
    <MyCoursesPage
      courses={sampleCourses[locale]}
      onViewCertificate={() => notify.failure('certificateUnavailable')}
    />
  );
}
