import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    back: { id: 'ui.ArticleReader.back', defaultMessage: 'Back to articles' },
    beginner: { id: 'ui.ArticleReader.beginner', defaultMessage: 'Beginner' },
    intermediate: { id: 'ui.ArticleReader.intermediate', defaultMessage: 'Intermediate' },
    advanced: { id: 'ui.ArticleReader.advanced', defaultMessage: 'Advanced' },
    quizTitle: { id: 'ui.ArticleReader.quizTitle', defaultMessage: 'Knowledge Check' },
    quizIntro: {
      id: 'ui.ArticleReader.quizIntro',
      defaultMessage: 'Check what you learned. Every answer right counts this check as passed in My Courses.',
    },
    submit: { id: 'ui.ArticleReader.submit', defaultMessage: 'Submit answers' },
    answerAll: { id: 'ui.ArticleReader.answerAll', defaultMessage: 'Answer every question to submit.' },
    retake: { id: 'ui.ArticleReader.retake', defaultMessage: 'Retake' },
    correct: { id: 'ui.ArticleReader.correct', defaultMessage: 'Correct' },
    incorrect: { id: 'ui.ArticleReader.incorrect', defaultMessage: 'Incorrect' },
    rightAnswer: { id: 'ui.ArticleReader.rightAnswer', defaultMessage: '(right answer)' },
    yourAnswer: { id: 'ui.ArticleReader.yourAnswer', defaultMessage: '(your answer)' },
    previewTitle: {
      id: 'ui.ArticleReader.previewTitle',
      defaultMessage: 'Read the rest with a free account',
    },
    previewSignUp: { id: 'ui.ArticleReader.previewSignUp', defaultMessage: 'Create a free account' },
    previewLogIn: { id: 'ui.ArticleReader.previewLogIn', defaultMessage: 'Log in' },
  }),
  previewText: defineMessage<{ remaining: number }>({
    id: 'ui.ArticleReader.previewText',
    defaultMessage:
      '{remaining, plural, one {One more section follows} other {# more sections follow}}, then a knowledge check. Articles are free: sign up to read them and keep your progress.',
  }),
  meta: defineMessage<{ minutes: number; author: string; date: string }>({
    id: 'ui.ArticleReader.meta',
    defaultMessage: '{minutes, number} min read · {author} · {date}',
  }),
  questionNumber: defineMessage<{ number: number; total: number }>({
    id: 'ui.ArticleReader.questionNumber',
    defaultMessage: 'Question {number, number} of {total, number}',
  }),
  score: defineMessage<{ correct: number; total: number; ratio: number }>({
    id: 'ui.ArticleReader.score',
    defaultMessage: 'You scored {correct, number} out of {total, number} ({ratio, number, ::percent}).',
  }),
};
