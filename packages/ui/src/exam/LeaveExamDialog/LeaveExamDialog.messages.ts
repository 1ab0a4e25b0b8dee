import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.LeaveExamDialog.title', defaultMessage: 'Leave the exam?' },
  description: {
    id: 'ui.LeaveExamDialog.description',
    defaultMessage:
      'Your exam is still running. Pause it to continue later with the time you have left, or submit your answers now.',
  },
  submitAndLeave: { id: 'ui.LeaveExamDialog.submitAndLeave', defaultMessage: 'Submit & Leave' },
  pauseAndLeave: { id: 'ui.LeaveExamDialog.pauseAndLeave', defaultMessage: 'Pause & Leave' },
  stay: { id: 'ui.LeaveExamDialog.stay', defaultMessage: 'Stay in Exam' },
  confirmTitle: { id: 'ui.LeaveExamDialog.confirmTitle', defaultMessage: 'Submit your exam and leave?' },
  confirmSubmit: { id: 'ui.LeaveExamDialog.confirmSubmit', defaultMessage: 'Submit & See Result' },
  back: { id: 'ui.LeaveExamDialog.back', defaultMessage: 'Back' },
  titlePractice: { id: 'ui.LeaveExamDialog.titlePractice', defaultMessage: 'Leave the practice?' },
  descriptionPractice: {
    id: 'ui.LeaveExamDialog.descriptionPractice',
    defaultMessage:
      'Your practice is still open. Pause it to continue later where you left off, or submit your answers now.',
  },
  stayPractice: { id: 'ui.LeaveExamDialog.stayPractice', defaultMessage: 'Stay in Practice' },
  confirmTitlePractice: {
    id: 'ui.LeaveExamDialog.confirmTitlePractice',
    defaultMessage: 'Submit your practice and leave?',
  },
});
