import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.MyCoursesPage.title', defaultMessage: 'My Courses' },
    subtitle: {
      id: 'ui.MyCoursesPage.subtitle',
      defaultMessage:
        'Your progress counts the articles you read to the end and the knowledge checks you pass.',
    },
    loading: { id: 'ui.MyCoursesPage.loading', defaultMessage: 'Loading your courses…' },
    loadError: {
      id: 'ui.MyCoursesPage.loadError',
      defaultMessage: 'Your course progress could not be loaded.',
    },
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
    start: { id: 'ui.MyCoursesPage.start', defaultMessage: 'Start Course' },
  }),
  meta: defineMessage<{ articles: number; minutes: number }>({
    id: 'ui.MyCoursesPage.meta',
    defaultMessage: '{articles, plural, one {# article} other {# articles}} · {minutes, number} min read',
  }),
  measured: defineMessage<{ read: number; passed: number; total: number }>({
    id: 'ui.MyCoursesPage.measured',
    defaultMessage:
      '{read, number} of {total, number} read · {passed, number} of {total, number} checks passed',
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
