import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.MyCoursesPage.title', defaultMessage: 'My Courses' },
    subtitle: { id: 'ui.MyCoursesPage.subtitle', defaultMessage: 'Pick up where you left off.' },
    search: { id: 'ui.MyCoursesPage.search', defaultMessage: 'Search by title or description' },
    layout: { id: 'ui.MyCoursesPage.layout', defaultMessage: 'Layout' },
    grid: { id: 'ui.MyCoursesPage.grid', defaultMessage: 'Grid' },
    list: { id: 'ui.MyCoursesPage.list', defaultMessage: 'List' },
    noCourses: { id: 'ui.MyCoursesPage.noCourses', defaultMessage: 'No courses found' },
    noCoursesHint: { id: 'ui.MyCoursesPage.noCoursesHint', defaultMessage: 'Try another search.' },
    beginner: { id: 'ui.MyCoursesPage.beginner', defaultMessage: 'Beginner' },
    intermediate: { id: 'ui.MyCoursesPage.intermediate', defaultMessage: 'Intermediate' },
    advanced: { id: 'ui.MyCoursesPage.advanced', defaultMessage: 'Advanced' },
    completed: { id: 'ui.MyCoursesPage.completed', defaultMessage: 'Completed' },
    inProgress: { id: 'ui.MyCoursesPage.inProgress', defaultMessage: 'In progress' },
    notStarted: { id: 'ui.MyCoursesPage.notStarted', defaultMessage: 'Not started' },
    readAgain: { id: 'ui.MyCoursesPage.readAgain', defaultMessage: 'Read Again' },
    continueLearning: { id: 'ui.MyCoursesPage.continueLearning', defaultMessage: 'Continue Learning' },
  }),
  meta: defineMessage<{ lessons: number; hours: number }>({
    id: 'ui.MyCoursesPage.meta',
    defaultMessage: '{lessons, plural, one {# lesson} other {# lessons}} · {hours, number} h',
  }),
  progress: defineMessage<{ percent: number }>({
    id: 'ui.MyCoursesPage.progress',
    defaultMessage: '{percent, number, ::percent} complete',
  }),
  progressLabel: defineMessage<{ title: string }>({
    id: 'ui.MyCoursesPage.progressLabel',
    defaultMessage: 'Progress in {title}',
  }),
};
