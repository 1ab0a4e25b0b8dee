import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.ResultReview.title', defaultMessage: 'Correct Answers & Explanations' },
  back: { id: 'ui.ResultReview.back', defaultMessage: 'Back to summary' },
});
