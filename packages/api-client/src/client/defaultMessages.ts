import type { OperationId } from './operations';

/**
 * The English message an error carries when the server's answer has none (product spec, section 8).
 * The UI may show its own translated text instead; these keep logs and fallbacks meaningful.
 */
export const DEFAULT_ERROR_MESSAGES: Record<OperationId, string> = {
  register: 'Registration failed',
  login: 'Login failed',
  verifyEmail: 'Invalid code.',
  resendVerificationCode: 'Failed to resend the code.',
  forgotPassword: 'Unable to send reset link. Please try again.',
  changeForgotPassword: 'Failed to change password',
  getMe: 'Failed to fetch user',
  getMyStats: 'Failed to fetch statistics',
  getAuthStatus: 'Failed to check authentication status',
  logout: 'Logout failed',
  updateProfile: 'Failed to update profile.',
  initiateEmailChange: 'Failed to send verification code.',
  verifyEmailChange: 'Verification failed.',
  changePassword: 'Failed to update password.',
  sendContactMessage: 'Failed to send message',
  getTests: 'Failed to fetch tests',
  getTest: 'Failed to fetch test',
  getTestHistory: 'Failed to fetch test history',
  getTestResult: 'Failed to load test results',
  startTest: 'Failed to start test',
  resumeTest: 'Failed to resume test',
  getQuestion: 'Failed to fetch question',
  submitAnswer: 'Failed to submit answer',
  flagQuestion: 'Failed to update flag status',
  pauseTest: 'Failed to pause test',
  submitTest: 'Failed to submit test',
  getAbandonedTest: 'Failed to fetch abandoned test',
  getPaymentConfig: 'Failed to load PayPal',
  createPayment: 'Failed to create payment',
  createSubscriptionPayment: 'Failed to create subscription payment',
  purchaseTest: 'Failed to purchase test',
  executePayment: 'Failed to execute payment',
  verifyPayment: 'Failed to verify payment',
  getTestAccess: 'Failed to check test access',
  getAccessibleTests: 'Failed to get test access information',
  getSubscriptionStatus: 'Failed to get subscription status',
  handlePaypalWebhook: 'Failed to process the payment notification',
  getOrders: 'Failed to fetch orders',
  getDevOutbox: 'Failed to fetch the outbox',
};

export function defaultErrorMessage(operationId: OperationId | undefined, status: number): string {
  return operationId ? DEFAULT_ERROR_MESSAGES[operationId] : `Request failed with status code ${status}`;
}
