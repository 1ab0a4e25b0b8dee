import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { usePathIn } from '../lib/addresses';

/**
 * /courses was the article catalogue under another name ("Kafka Articles" on a page called Courses): it now sends
 * to /articles, and the courses, with the learner's progress, are My Courses (spec decision 83).
 */
export function Component() {
  return <Navigate to={usePathIn()(paths.articles)} replace />;
}
