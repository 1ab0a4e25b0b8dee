import { defineMessage, defineMessages } from 'react-intl';

// One catalogue for QuestionView and its parts; keys are prefixed by the part that shows them.
export const messages = {
  ...defineMessages({
    progressLabel: { id: 'ui.QuestionView.progressLabel', defaultMessage: 'Answered questions' },
    pause: { id: 'ui.QuestionView.pause', defaultMessage: 'Pause' },
    resume: { id: 'ui.QuestionView.resume', defaultMessage: 'Resume' },
    finish: { id: 'ui.QuestionView.finish', defaultMessage: 'Finish Exam' },
    previous: { id: 'ui.QuestionView.previous', defaultMessage: 'Previous' },
    next: { id: 'ui.QuestionView.next', defaultMessage: 'Next' },
    loadingQuestion: { id: 'ui.QuestionView.loadingQuestion', defaultMessage: 'Loading question…' },
    shortcuts: {
      id: 'ui.QuestionView.shortcuts',
      defaultMessage:
        'Keyboard: 1–9 or A–I to choose, left and right arrows to move between questions, F to flag.',
    },
    timerPaused: { id: 'ui.QuestionView.timerPaused', defaultMessage: '(Paused)' },
    flag: { id: 'ui.QuestionView.flag', defaultMessage: 'Flag for review' },
    flagged: { id: 'ui.QuestionView.flagged', defaultMessage: 'Flagged' },
    paletteOpen: { id: 'ui.QuestionView.paletteOpen', defaultMessage: 'Questions' },
    paletteClose: { id: 'ui.QuestionView.paletteClose', defaultMessage: 'Close' },
    paletteHint: {
      id: 'ui.QuestionView.paletteHint',
      defaultMessage: 'Arrow keys move between questions; Enter opens one.',
    },
    checkKey: { id: 'ui.QuestionView.checkKey', defaultMessage: 'Enter checks the chosen answer.' },
    navigatorTitle: { id: 'ui.QuestionView.navigatorTitle', defaultMessage: 'Questions' },
    navigatorHide: { id: 'ui.QuestionView.navigatorHide', defaultMessage: 'Hide questions' },
    legendAnswered: { id: 'ui.QuestionView.legendAnswered', defaultMessage: 'Answered' },
    legendFlagged: { id: 'ui.QuestionView.legendFlagged', defaultMessage: 'Flagged' },
    legendCurrent: { id: 'ui.QuestionView.legendCurrent', defaultMessage: 'Current' },
    legendCorrect: { id: 'ui.QuestionView.legendCorrect', defaultMessage: 'Checked: correct' },
    legendIncorrect: { id: 'ui.QuestionView.legendIncorrect', defaultMessage: 'Checked: incorrect' },
    saving: { id: 'ui.QuestionView.saving', defaultMessage: 'Saving your answer…' },
    saved: { id: 'ui.QuestionView.saved', defaultMessage: 'Answer saved' },
    offline: {
      id: 'ui.QuestionView.offline',
      defaultMessage: 'You are offline. Your answer will be saved when the connection is back.',
    },
    pausedTitle: { id: 'ui.QuestionView.pausedTitle', defaultMessage: 'Test paused' },
    finishTitle: { id: 'ui.QuestionView.finishTitle', defaultMessage: 'Submit your exam?' },
    finishFinal: {
      id: 'ui.QuestionView.finishFinal',
      defaultMessage: 'Once submitted, your answers cannot be changed.',
    },
    keepWorking: { id: 'ui.QuestionView.keepWorking', defaultMessage: 'Keep Working' },
    submit: { id: 'ui.QuestionView.submit', defaultMessage: 'Submit Exam' },
    submitting: { id: 'ui.QuestionView.submitting', defaultMessage: 'Submitting…' },
    dismissWarning: { id: 'ui.QuestionView.dismissWarning', defaultMessage: 'Dismiss' },
    reviewTitle: { id: 'ui.QuestionView.reviewTitle', defaultMessage: 'Review before submitting' },
    reviewDescription: {
      id: 'ui.QuestionView.reviewDescription',
      defaultMessage: 'Choose a question to go back to it, or continue to submit your exam.',
    },
    reviewAnswered: { id: 'ui.QuestionView.reviewAnswered', defaultMessage: 'Answered' },
    reviewUnanswered: { id: 'ui.QuestionView.reviewUnanswered', defaultMessage: 'Unanswered' },
    reviewFlagged: { id: 'ui.QuestionView.reviewFlagged', defaultMessage: 'Flagged' },
    reviewJump: { id: 'ui.QuestionView.reviewJump', defaultMessage: 'Go to a question' },
    reviewToSubmit: { id: 'ui.QuestionView.reviewToSubmit', defaultMessage: 'Continue to Submit' },
    reviewBack: { id: 'ui.QuestionView.reviewBack', defaultMessage: 'Back to Review' },
    practiceBadge: { id: 'ui.QuestionView.practiceBadge', defaultMessage: 'Practice · untimed' },
    finishPractice: { id: 'ui.QuestionView.finishPractice', defaultMessage: 'Finish Practice' },
    finishTitlePractice: {
      id: 'ui.QuestionView.finishTitlePractice',
      defaultMessage: 'Submit your practice?',
    },
    submitPractice: { id: 'ui.QuestionView.submitPractice', defaultMessage: 'Submit Practice' },
    reviewDescriptionPractice: {
      id: 'ui.QuestionView.reviewDescriptionPractice',
      defaultMessage: 'Choose a question to go back to it, or continue to submit your practice.',
    },
    checkAnswer: { id: 'ui.QuestionView.checkAnswer', defaultMessage: 'Check answer' },
    hintMatching: {
      id: 'ui.QuestionView.hintMatching',
      defaultMessage: 'Match each item with one target; a target goes with one item at most.',
    },
    hintOrdering: { id: 'ui.QuestionView.hintOrdering', defaultMessage: 'Put the steps in the right order.' },
    checking: { id: 'ui.QuestionView.checking', defaultMessage: 'Checking…' },
    checkHint: {
      id: 'ui.QuestionView.checkHint',
      defaultMessage:
        'Shows the correct answer and the explanation; your answer to this question is then final.',
    },
    checkFailed: {
      id: 'ui.QuestionView.checkFailed',
      defaultMessage: 'This answer could not be checked. Check your connection and try again.',
    },
    checkCorrect: { id: 'ui.QuestionView.checkCorrect', defaultMessage: 'Correct.' },
    checkIncorrect: { id: 'ui.QuestionView.checkIncorrect', defaultMessage: 'Incorrect.' },
    checkExplanation: { id: 'ui.QuestionView.checkExplanation', defaultMessage: 'Explanation' },
    checkReport: { id: 'ui.QuestionView.checkReport', defaultMessage: 'Report a problem' },
    checkReported: { id: 'ui.QuestionView.checkReported', defaultMessage: 'Reported' },
    choiceCorrect: { id: 'ui.QuestionView.choiceCorrect', defaultMessage: 'correct answer' },
    choiceWrong: { id: 'ui.QuestionView.choiceWrong', defaultMessage: 'your answer, incorrect' },
    pausedPracticeDescription: {
      id: 'ui.QuestionView.pausedPracticeDescription',
      defaultMessage: 'Your answers are saved. Resume when you are ready.',
    },
  }),
  checkAnswerIs: defineMessage<{ count: number; letters: string }>({
    id: 'ui.QuestionView.checkAnswerIs',
    defaultMessage:
      '{count, plural, one {The correct answer is {letters}.} other {The correct answers are {letters}.}}',
  }),
  checkPartsMatching: defineMessage<{ right: number; total: number }>({
    id: 'ui.QuestionView.checkPartsMatching',
    defaultMessage:
      '{right, number} of {total, number} pairs right. Each pair is marked below, with the correct target under a wrong one.',
  }),
  checkPartsOrdering: defineMessage<{ right: number; total: number }>({
    id: 'ui.QuestionView.checkPartsOrdering',
    defaultMessage:
      '{right, number} of {total, number} steps in the right position. Each step is marked below, followed by the correct order.',
  }),
  navigatorShow: defineMessage<{ answered: number; total: number }>({
    id: 'ui.QuestionView.navigatorShow',
    defaultMessage: 'Show all ({answered, number} of {total, number} answered)',
  }),
  barPosition: defineMessage<{ current: number; total: number }>({
    id: 'ui.QuestionView.barPosition',
    defaultMessage: '{current, number}/{total, number}',
  }),
  questionOf: defineMessage<{ current: number; total: number }>({
    id: 'ui.QuestionView.questionOf',
    defaultMessage: 'Question {current, number} of {total, number}',
  }),
  answeredProgress: defineMessage<{ answered: number; total: number }>({
    id: 'ui.QuestionView.answeredProgress',
    defaultMessage: '{answered, number} of {total, number} answered',
  }),
  timerLeft: defineMessage<{ minutes: number }>({
    id: 'ui.QuestionView.timerLeft',
    defaultMessage: 'Time left: {minutes, plural, one {# minute} other {# minutes}}',
  }),
  timeWarning: defineMessage<{ minutes: number }>({
    id: 'ui.QuestionView.timeWarning',
    defaultMessage: '{minutes, plural, one {Less than # minute left} other {Less than # minutes left}}',
  }),
  timeWarningNotice: defineMessage<{ minutes: number }>({
    id: 'ui.QuestionView.timeWarningNotice',
    defaultMessage:
      '{minutes, plural, one {# minute left.} other {# minutes left.}} Check your flagged and unanswered questions.',
  }),
  chooseHint: defineMessage<{ count: number }>({
    id: 'ui.QuestionView.chooseHint',
    defaultMessage: '{count, plural, one {Choose # answer.} other {Choose # answers.}}',
  }),
  selectedCount: defineMessage<{ selected: number; count: number }>({
    id: 'ui.QuestionView.selectedCount',
    defaultMessage: '{selected, number} of {count, number} selected',
  }),
  capReached: defineMessage<{ count: number }>({
    id: 'ui.QuestionView.capReached',
    defaultMessage:
      'You have already chosen {count, plural, one {# answer} other {# answers}}. Deselect one to choose another.',
  }),
  navCell: defineMessage<{ number: number; answered: string; flagged: string; verdict: string }>({
    id: 'ui.QuestionView.navCell',
    defaultMessage:
      'Question {number, number}, {answered, select, yes {answered} other {not answered}}{verdict, select, correct {, checked: correct} incorrect {, checked: incorrect} other {}}{flagged, select, yes {, flagged} other {}}',
  }),
  pausedDescription: defineMessage<{ time: string | number }>({
    id: 'ui.QuestionView.pausedDescription',
    defaultMessage:
      'The timer is stopped with {time} left and your answers are saved. Resume when you are ready.',
  }),
  finishAnswered: defineMessage<{ answered: number; total: number }>({
    id: 'ui.QuestionView.finishAnswered',
    defaultMessage: 'You have answered {answered, number} of {total, number} questions.',
  }),
  finishUnanswered: defineMessage<{ count: number }>({
    id: 'ui.QuestionView.finishUnanswered',
    defaultMessage:
      '{count, plural, one {# unanswered question counts} other {# unanswered questions count}} as incorrect.',
  }),
  finishFlagged: defineMessage<{ count: number }>({
    id: 'ui.QuestionView.finishFlagged',
    defaultMessage: '{count, plural, one {# question is} other {# questions are}} still flagged for review.',
  }),
};
