import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    abandon: { id: 'ui.TestIntro.abandon', defaultMessage: 'Abandon this attempt' },
    abandonTitle: { id: 'ui.TestIntro.abandonTitle', defaultMessage: 'Abandon the paused attempt?' },
    abandonDescription: {
      id: 'ui.TestIntro.abandonDescription',
      defaultMessage:
        'Its answers are thrown away and it leaves no result in your history. This cannot be undone.',
    },
    abandonCancel: { id: 'ui.TestIntro.abandonCancel', defaultMessage: 'Keep it' },
    abandonConfirm: { id: 'ui.TestIntro.abandonConfirm', defaultMessage: 'Abandon attempt' },
    setEndsPaused: {
      id: 'ui.TestIntro.setEndsPaused',
      defaultMessage: 'Starting a practice set ends the paused attempt of this test.',
    },
    eyebrow: { id: 'ui.TestIntro.eyebrow', defaultMessage: 'Practice test' },
    instructionsTitle: { id: 'ui.TestIntro.instructionsTitle', defaultMessage: 'Before you start' },
    pauseResume: {
      id: 'ui.TestIntro.pauseResume',
      defaultMessage: 'You can pause and resume at any time; the timer stops while the test is paused.',
    },
    navigation: {
      id: 'ui.TestIntro.navigation',
      defaultMessage: 'Move freely between questions and flag the ones you want to come back to.',
    },
    autoSave: {
      id: 'ui.TestIntro.autoSave',
      defaultMessage:
        'Your progress is saved automatically: each answer is recorded as soon as you choose it.',
    },
    practicePause: {
      id: 'ui.TestIntro.practicePause',
      defaultMessage: 'Pause whenever you like and pick up where you left off.',
    },
    practiceCheck: {
      id: 'ui.TestIntro.practiceCheck',
      defaultMessage:
        'Check any answer as you go: you see at once whether it is right, with the explanation. A checked question is locked.',
    },
    review: {
      id: 'ui.TestIntro.review',
      defaultMessage: 'Review your answers before you submit: a submitted attempt cannot be changed.',
    },
    start: { id: 'ui.TestIntro.start', defaultMessage: 'Start Test' },
    startPractice: { id: 'ui.TestIntro.startPractice', defaultMessage: 'Start Practice' },
    continuePractice: { id: 'ui.TestIntro.continuePractice', defaultMessage: 'Continue Practice' },
    modeLabel: { id: 'ui.TestIntro.modeLabel', defaultMessage: 'How do you want to take it?' },
    modeExam: { id: 'ui.TestIntro.modeExam', defaultMessage: 'Exam' },
    modePractice: { id: 'ui.TestIntro.modePractice', defaultMessage: 'Practice' },
    modePracticeText: {
      id: 'ui.TestIntro.modePracticeText',
      defaultMessage:
        'Untimed. Check each answer as you go and read its explanation. Does not count toward your best exam score.',
    },
    starting: { id: 'ui.TestIntro.starting', defaultMessage: 'Starting…' },
    loading: { id: 'ui.TestIntro.loading', defaultMessage: 'Loading the test…' },
  }),
  questions: defineMessage<{ count: number }>({
    id: 'ui.TestIntro.questions',
    defaultMessage: '{count, plural, one {# question} other {# questions}}',
  }),
  minutes: defineMessage<{ minutes: number }>({
    id: 'ui.TestIntro.minutes',
    defaultMessage: '{minutes, number} minutes',
  }),
  passing: defineMessage<{ score: string | number }>({
    id: 'ui.TestIntro.passing',
    defaultMessage: '{score} to pass',
  }),
  timeAllowed: defineMessage<{ minutes: number; count: number }>({
    id: 'ui.TestIntro.timeAllowed',
    defaultMessage:
      'You have {minutes, number} minutes for {count, plural, one {# question} other {# questions}}. The test is submitted automatically when the time runs out.',
  }),
  practiceTime: defineMessage<{ count: number }>({
    id: 'ui.TestIntro.practiceTime',
    defaultMessage:
      'No timer: take the {count, plural, one {# question} other {# questions}} at your own pace, over as many sittings as you like.',
  }),
  practicePassRule: defineMessage<{ score: string | number }>({
    id: 'ui.TestIntro.practicePassRule',
    defaultMessage:
      'Your result is shown against the {score} pass mark; a practice result never counts as your best exam score.',
  }),
  passRule: defineMessage<{ score: string | number }>({
    id: 'ui.TestIntro.passRule',
    defaultMessage:
      'You pass with a score of {score} or more: our mark, as Confluent does not publish the exam’s pass mark.',
  }),
  modeExamText: defineMessage<{ minutes: number }>({
    id: 'ui.TestIntro.modeExamText',
    defaultMessage: 'Timed ({minutes, number} min). Answers and explanations after you submit.',
  }),
  continue: defineMessage<{ minutes: number }>({
    id: 'ui.TestIntro.continue',
    defaultMessage: 'Continue ({minutes, plural, one {# min} other {# min}} left)',
  }),
};
