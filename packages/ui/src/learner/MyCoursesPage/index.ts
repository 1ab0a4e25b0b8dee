export { MyCoursesPage, type MyCoursesPageProps } from './MyCoursesPage';
export type { Course } from './types';
