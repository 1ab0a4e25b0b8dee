import { useMyLearning } from '@elearning/api-client';
import { MyCoursesPage } from '@elearning/ui';
import { useMemo } from 'react';
import { useLearnerUrls } from '../../lib/addresses';
import { useServerMessage } from '../../lib/errors';
import { usePreferences } from '../../lib/preferences';
import { statusOf } from '../../lib/queryStatus';
import { coursesFor } from './content/courses';

/** My Courses: the site's courses with the progress the server stores for this learner (spec decision 81). */
export function MyCoursesContainer() {
  const learnerUrls = useLearnerUrls();
  const { locale } = usePreferences();
  const serverMessage = useServerMessage();
  const learning = useMyLearning();
  const courses = useMemo(() => coursesFor(locale, learning.data), [locale, learning.data]);
  return (
    <MyCoursesPage
      status={statusOf(learning)}
      errorMessage={serverMessage(learning.error)}
      onRetry={() => void learning.mutate()}
      courses={courses}
      urls={learnerUrls}
    />
  );
}
