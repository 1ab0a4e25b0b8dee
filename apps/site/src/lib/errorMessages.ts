import type { ErrorCode, OperationId } from '@elearning/api-client';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

// The text of each server error code (openapi.yaml `ErrorCode`). French: i18n/fr/errors.json.
export const codeMessages: Record<ErrorCode, MessageDescriptor> = defineMessages({
  VALIDATION: {
    id: 'site.errors.code.VALIDATION',
    defaultMessage: 'Some information is missing or not valid. Please check the form.',
  },
  VERIFICATION_CODE_INVALID: {
    id: 'site.errors.code.VERIFICATION_CODE_INVALID',
    defaultMessage: 'Invalid code.',
  },
  VERIFICATION_CODE_EXPIRED: {
    id: 'site.errors.code.VERIFICATION_CODE_EXPIRED',
    defaultMessage: 'This code has expired. Request a new one.',
  },
  VERIFICATION_CODE_EXHAUSTED: {
    id: 'site.errors.code.VERIFICATION_CODE_EXHAUSTED',
    defaultMessage: 'Too many wrong codes. Request a new one.',
  },
  EMAIL_UNCHANGED: {
    id: 'site.errors.code.EMAIL_UNCHANGED',
    defaultMessage: 'This is already your email address.',
  },
  CURRENT_PASSWORD_INCORRECT: {
    id: 'site.errors.code.CURRENT_PASSWORD_INCORRECT',
    defaultMessage: 'Current password is incorrect.',
  },
  PAYMENT_NOT_APPROVED: {
    id: 'site.errors.code.PAYMENT_NOT_APPROVED',
    defaultMessage: 'The payment was not approved.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    id: 'site.errors.code.WEBHOOK_SIGNATURE_INVALID',
    defaultMessage: 'The payment notification could not be verified.',
  },
  AUTH_REQUIRED: { id: 'site.errors.code.AUTH_REQUIRED', defaultMessage: 'Please log in to continue.' },
  AUTH_INVALID_CREDENTIALS: {
    id: 'site.errors.code.AUTH_INVALID_CREDENTIALS',
    defaultMessage: 'Invalid email or password.',
  },
  EMAIL_NOT_VERIFIED: {
    id: 'site.errors.code.EMAIL_NOT_VERIFIED',
    defaultMessage: 'Email not verified: enter the code we sent you, or ask for a new one.',
  },
  XSRF_INVALID: {
    id: 'site.errors.code.XSRF_INVALID',
    defaultMessage: 'Your session could not be checked. Reload the page and try again.',
  },
  PASSWORD_CHANGE_NOT_PENDING: {
    id: 'site.errors.code.PASSWORD_CHANGE_NOT_PENDING',
    defaultMessage: 'No password change is pending: use the password form in Settings.',
  },
  PASSWORD_CHANGE_OTHER_SESSION: {
    id: 'site.errors.code.PASSWORD_CHANGE_OTHER_SESSION',
    defaultMessage: 'Only the session signed in with the temporary password can set the new password.',
  },
  PASSWORD_CHANGE_REQUIRED: {
    id: 'site.errors.code.PASSWORD_CHANGE_REQUIRED',
    defaultMessage: 'Choose a new password first: you signed in with a temporary password.',
  },
  TEST_ACCESS_DENIED: {
    id: 'site.errors.code.TEST_ACCESS_DENIED',
    defaultMessage: 'You do not have access to this test.',
  },
  NOT_FOUND: { id: 'site.errors.code.NOT_FOUND', defaultMessage: 'What you asked for could not be found.' },
  EMAIL_IN_USE: { id: 'site.errors.code.EMAIL_IN_USE', defaultMessage: 'Email already in use.' },
  ATTEMPT_TIME_UP: {
    id: 'site.errors.code.ATTEMPT_TIME_UP',
    defaultMessage: 'Time is up: this test has ended.',
  },
  ATTEMPT_PAUSED: {
    id: 'site.errors.code.ATTEMPT_PAUSED',
    defaultMessage: 'The test is paused: resume it before answering.',
  },
  ATTEMPT_SUBMITTED: {
    id: 'site.errors.code.ATTEMPT_SUBMITTED',
    defaultMessage: 'This test has already been submitted.',
  },
  ATTEMPT_NOT_SUBMITTED: {
    id: 'site.errors.code.ATTEMPT_NOT_SUBMITTED',
    defaultMessage: 'Questions can be reported once the test is submitted.',
  },
  TEST_WITHOUT_QUESTIONS: {
    id: 'site.errors.code.TEST_WITHOUT_QUESTIONS',
    defaultMessage: 'This test has no questions yet.',
  },
  TEST_IS_FREE: {
    id: 'site.errors.code.TEST_IS_FREE',
    defaultMessage: 'This test is free: no purchase needed.',
  },
  TEST_ALREADY_OWNED: {
    id: 'site.errors.code.TEST_ALREADY_OWNED',
    defaultMessage: 'You already have access to this test.',
  },
  SUBSCRIPTION_NOT_APPROVED: {
    id: 'site.errors.code.SUBSCRIPTION_NOT_APPROVED',
    defaultMessage: 'PayPal has not confirmed this subscription yet. Please try again.',
  },
  SUBSCRIPTION_EXISTS: {
    id: 'site.errors.code.SUBSCRIPTION_EXISTS',
    defaultMessage: 'You already have a Premium subscription.',
  },
  SUBSCRIPTION_NOT_CANCELLABLE: {
    id: 'site.errors.code.SUBSCRIPTION_NOT_CANCELLABLE',
    defaultMessage: 'There is no renewing subscription to cancel.',
  },
  SUBSCRIPTION_NOT_RESUMABLE: {
    id: 'site.errors.code.SUBSCRIPTION_NOT_RESUMABLE',
    defaultMessage: 'This subscription can no longer be resumed.',
  },
  ACCOUNT_SUBSCRIPTION_ACTIVE: {
    id: 'site.errors.code.ACCOUNT_SUBSCRIPTION_ACTIVE',
    defaultMessage:
      'Your subscription could not be cancelled, so your account was not deleted. Cancel the subscription on the Subscription page, then try again.',
  },
  TEST_BOUGHT_ELSEWHERE: {
    id: 'site.errors.code.TEST_BOUGHT_ELSEWHERE',
    defaultMessage: 'This test was already bought with another order; this one was not charged.',
  },
  ATTEMPT_NOT_PRACTICE: {
    id: 'site.errors.code.ATTEMPT_NOT_PRACTICE',
    defaultMessage: 'Answers can be checked one by one only in practice mode.',
  },
  PRACTICE_SET_EMPTY: {
    id: 'site.errors.code.PRACTICE_SET_EMPTY',
    defaultMessage: 'No question matches these choices. Pick other domains or another source.',
  },
  QUESTION_LOCKED: {
    id: 'site.errors.code.QUESTION_LOCKED',
    defaultMessage: 'This question was checked: its answer can no longer change.',
  },
  RATE_LIMITED: {
    id: 'site.errors.code.RATE_LIMITED',
    defaultMessage: 'Too many attempts. Please try again later.',
  },
  PRACTICE_SET_LIMIT: {
    id: 'site.errors.code.PRACTICE_SET_LIMIT',
    defaultMessage: 'You have started many practice sets in a short time. Please try again in a few minutes.',
  },
  PAYMENTS_DISABLED: {
    id: 'site.errors.code.PAYMENTS_DISABLED',
    defaultMessage: 'Checkout is unavailable: this server takes no payments at the moment.',
  },
  SERVER_BUSY: {
    id: 'site.errors.code.SERVER_BUSY',
    defaultMessage: 'The server is busy; please try again in a few seconds.',
  },
  SERVICE_UNAVAILABLE: {
    id: 'site.errors.code.SERVICE_UNAVAILABLE',
    defaultMessage: 'The service is briefly unavailable; please try again in a few seconds.',
  },
  INTERNAL: {
    id: 'site.errors.code.INTERNAL',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  IDENTITY_REFUSED: {
    id: 'site.errors.code.IDENTITY_REFUSED',
    defaultMessage: 'The sign-in with that account could not be confirmed. Please try again.',
  },
  IDENTITY_NO_EMAIL: {
    id: 'site.errors.code.IDENTITY_NO_EMAIL',
    defaultMessage:
      'That account gave us no verified email address. Verify one with the provider, or sign up with a password.',
  },
  IDENTITY_ALREADY_LINKED: {
    id: 'site.errors.code.IDENTITY_ALREADY_LINKED',
    defaultMessage:
      'That account is already linked to another learner, or another account of it is linked here.',
  },
  LAST_SIGN_IN_METHOD: {
    id: 'site.errors.code.LAST_SIGN_IN_METHOD',
    defaultMessage: 'This is your only way to sign in: set a password or link another account first.',
  },
  PASSWORD_ALREADY_SET: {
    id: 'site.errors.code.PASSWORD_ALREADY_SET',
    defaultMessage: 'A password is already set: change it in the Password panel.',
  },
  PASSWORD_NOT_SET: {
    id: 'site.errors.code.PASSWORD_NOT_SET',
    defaultMessage:
      'Your account has no password yet: set one in Settings, under Connected accounts (Set a password), then try again.',
  },
});

/**
 * Refusals of a form the server took before the app ran (apps/api/src/http/pageForms.ts) for a rule the API never
 * sees: the form's own checks (its schema) say the same once the app runs.
 */
export const pageRefusalMessages = defineMessages({
  PASSWORDS_DIFFER: {
    id: 'site.errors.page.PASSWORDS_DIFFER',
    defaultMessage: 'Passwords do not match.',
  },
  TERMS_NOT_ACCEPTED: {
    id: 'site.errors.page.TERMS_NOT_ACCEPTED',
    defaultMessage: 'You must agree to the terms.',
  },
});

export const detailMessages = {
  retryIn: defineMessage<{ seconds: number }>({
    id: 'site.errors.retryIn',
    defaultMessage: 'Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  }),
  practiceSetsRetryIn: defineMessage<{ minutes: number }>({
    id: 'site.errors.practiceSetsRetryIn',
    defaultMessage:
      'You have started many practice sets in a short time. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  }),
  passwordTooShort: defineMessage({
    id: 'site.errors.passwordTooShort',
    defaultMessage: 'The password must be at least 8 characters.',
  }),
  unknown: defineMessage({
    id: 'site.errors.unknown',
    defaultMessage: 'Something went wrong. Please try again.',
  }),
};

// What failed when the answer carried no code (a proxy's error page): product spec section 8's defaults,
// which the api-client used to hold in English only.
export const operationMessages: Record<OperationId, MessageDescriptor> = defineMessages({
  register: { id: 'site.errors.operation.register', defaultMessage: 'Registration failed' },
  saveLanguage: { id: 'site.errors.operation.saveLanguage', defaultMessage: 'Failed to save the language' },
  login: { id: 'site.errors.operation.login', defaultMessage: 'Login failed' },
  verifyEmail: { id: 'site.errors.operation.verifyEmail', defaultMessage: 'Invalid code.' },
  resendVerificationCode: {
    id: 'site.errors.operation.resendVerificationCode',
    defaultMessage: 'Failed to resend the code.',
  },
  forgotPassword: {
    id: 'site.errors.operation.forgotPassword',
    defaultMessage: 'Unable to send a temporary password. Please try again.',
  },
  changeForgotPassword: {
    id: 'site.errors.operation.changeForgotPassword',
    defaultMessage: 'Failed to change password',
  },
  getMe: { id: 'site.errors.operation.getMe', defaultMessage: 'Failed to fetch user' },
  getIdentityProviders: {
    id: 'site.errors.operation.getIdentityProviders',
    defaultMessage: 'Failed to fetch the sign-in options',
  },
  getMyIdentities: {
    id: 'site.errors.operation.getMyIdentities',
    defaultMessage: 'Failed to fetch your sign-in methods',
  },
  unlinkIdentity: {
    id: 'site.errors.operation.unlinkIdentity',
    defaultMessage: 'Failed to unlink the account',
  },
  setPassword: { id: 'site.errors.operation.setPassword', defaultMessage: 'Failed to set the password' },
  getMyStats: { id: 'site.errors.operation.getMyStats', defaultMessage: 'Failed to fetch statistics' },
  getMyProgress: {
    id: 'site.errors.operation.getMyProgress',
    defaultMessage: 'Failed to fetch your progress',
  },
  getMyLearning: {
    id: 'site.errors.operation.getMyLearning',
    defaultMessage: 'Failed to fetch your course progress',
  },
  recordArticleProgress: {
    id: 'site.errors.operation.recordArticleProgress',
    defaultMessage: 'Your reading progress could not be saved.',
  },
  recordLabStep: {
    id: 'site.errors.operation.recordLabStep',
    defaultMessage: 'Your lab progress could not be saved.',
  },
  getAuthStatus: {
    id: 'site.errors.operation.getAuthStatus',
    defaultMessage: 'Failed to check authentication status',
  },
  logout: { id: 'site.errors.operation.logout', defaultMessage: 'Logout failed' },
  updateProfile: { id: 'site.errors.operation.updateProfile', defaultMessage: 'Failed to update profile.' },
  initiateEmailChange: {
    id: 'site.errors.operation.initiateEmailChange',
    defaultMessage: 'Failed to send verification code.',
  },
  verifyEmailChange: {
    id: 'site.errors.operation.verifyEmailChange',
    defaultMessage: 'Verification failed.',
  },
  exportMyData: {
    id: 'site.errors.operation.exportMyData',
    defaultMessage: 'Your data could not be exported',
  },
  deleteMyAccount: {
    id: 'site.errors.operation.deleteMyAccount',
    defaultMessage: 'Your account could not be deleted',
  },
  changePassword: {
    id: 'site.errors.operation.changePassword',
    defaultMessage: 'Failed to update password.',
  },
  sendContactMessage: {
    id: 'site.errors.operation.sendContactMessage',
    defaultMessage: 'Failed to send message',
  },
  getTests: { id: 'site.errors.operation.getTests', defaultMessage: 'Failed to fetch tests' },
  getTest: { id: 'site.errors.operation.getTest', defaultMessage: 'Failed to fetch test' },
  getTestHistory: {
    id: 'site.errors.operation.getTestHistory',
    defaultMessage: 'Failed to fetch test history',
  },
  getTestResult: { id: 'site.errors.operation.getTestResult', defaultMessage: 'Failed to load test results' },
  getPricing: { id: 'site.errors.operation.getPricing', defaultMessage: 'Failed to load prices' },
  reportQuestion: { id: 'site.errors.operation.reportQuestion', defaultMessage: 'Failed to send the report' },
  startTest: { id: 'site.errors.operation.startTest', defaultMessage: 'Failed to start test' },
  resumeTest: { id: 'site.errors.operation.resumeTest', defaultMessage: 'Failed to resume test' },
  getQuestion: { id: 'site.errors.operation.getQuestion', defaultMessage: 'Failed to fetch question' },
  submitAnswer: { id: 'site.errors.operation.submitAnswer', defaultMessage: 'Failed to submit answer' },
  flagQuestion: { id: 'site.errors.operation.flagQuestion', defaultMessage: 'Failed to update flag status' },
  savePosition: {
    id: 'site.errors.operation.savePosition',
    defaultMessage: 'Failed to remember the question on screen',
  },
  checkAnswer: { id: 'site.errors.operation.checkAnswer', defaultMessage: 'Failed to check the answer' },
  startPracticeSet: {
    id: 'site.errors.operation.startPracticeSet',
    defaultMessage: 'Failed to start the practice set',
  },
  pauseTest: { id: 'site.errors.operation.pauseTest', defaultMessage: 'Failed to pause test' },
  recordQuestionTime: {
    id: 'site.errors.operation.recordQuestionTime',
    defaultMessage: 'Failed to save the time spent on questions',
  },
  abandonTest: { id: 'site.errors.operation.abandonTest', defaultMessage: 'Failed to abandon the attempt' },
  submitTest: { id: 'site.errors.operation.submitTest', defaultMessage: 'Failed to submit test' },
  getAbandonedTest: {
    id: 'site.errors.operation.getAbandonedTest',
    defaultMessage: 'Failed to fetch abandoned test',
  },
  getPaymentConfig: { id: 'site.errors.operation.getPaymentConfig', defaultMessage: 'Failed to load PayPal' },
  createPayment: { id: 'site.errors.operation.createPayment', defaultMessage: 'Failed to create payment' },
  createSubscriptionPayment: {
    id: 'site.errors.operation.createSubscriptionPayment',
    defaultMessage: 'Failed to create subscription payment',
  },
  purchaseTest: { id: 'site.errors.operation.purchaseTest', defaultMessage: 'Failed to purchase test' },
  executePayment: { id: 'site.errors.operation.executePayment', defaultMessage: 'Failed to execute payment' },
  verifyPayment: { id: 'site.errors.operation.verifyPayment', defaultMessage: 'Failed to verify payment' },
  getTestAccess: { id: 'site.errors.operation.getTestAccess', defaultMessage: 'Failed to check test access' },
  getAccessibleTests: {
    id: 'site.errors.operation.getAccessibleTests',
    defaultMessage: 'Failed to get test access information',
  },
  getSubscriptionStatus: {
    id: 'site.errors.operation.getSubscriptionStatus',
    defaultMessage: 'Failed to get subscription status',
  },
  handlePaypalWebhook: {
    id: 'site.errors.operation.handlePaypalWebhook',
    defaultMessage: 'Failed to process the payment notification',
  },
  getOrders: { id: 'site.errors.operation.getOrders', defaultMessage: 'Failed to fetch orders' },
  getLiveness: { id: 'site.errors.operation.getLiveness', defaultMessage: 'The server did not answer' },
  getReadiness: { id: 'site.errors.operation.getReadiness', defaultMessage: 'The server is not ready' },
  getMetrics: { id: 'site.errors.operation.getMetrics', defaultMessage: 'Failed to read the server metrics' },
  getDevOutbox: { id: 'site.errors.operation.getDevOutbox', defaultMessage: 'Failed to fetch the outbox' },
  createPremiumSubscription: {
    id: 'site.errors.operation.createPremiumSubscription',
    defaultMessage: 'Failed to create the subscription',
  },
  activatePremiumSubscription: {
    id: 'site.errors.operation.activatePremiumSubscription',
    defaultMessage: 'Failed to activate the subscription',
  },
  getPremiumSubscription: {
    id: 'site.errors.operation.getPremiumSubscription',
    defaultMessage: 'Failed to load subscription status',
  },
  cancelPremiumSubscription: {
    id: 'site.errors.operation.cancelPremiumSubscription',
    defaultMessage: 'Failed to cancel the subscription',
  },
  resumePremiumSubscription: {
    id: 'site.errors.operation.resumePremiumSubscription',
    defaultMessage: 'Failed to resume the subscription',
  },
  getReceipts: { id: 'site.errors.operation.getReceipts', defaultMessage: 'Failed to load receipts' },
  getReceiptPdf: {
    id: 'site.errors.operation.getReceiptPdf',
    defaultMessage: 'Failed to download the receipt',
  },
  advanceDevPayments: {
    id: 'site.errors.operation.advanceDevPayments',
    defaultMessage: 'Failed to simulate the next billing cycle',
  },
});
