import { MyCoursesContainer } from '../features/courses/MyCoursesContainer';

export function Component() {
  return <MyCoursesContainer />;
}
