import type { operations, paths } from '../generated/schema';

export type OperationId = keyof operations;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiPath = keyof paths;

/**
 * Method and path template of every operation in openapi.yaml. openapi-fetch hands middleware the path
 * template, not the operationId, so this table is how an error finds its default message.
 * A test checks it against the generated schema.
 */
export const ROUTES = {
  register: ['POST', '/users/register'],
  login: ['POST', '/users/login'],
  verifyEmail: ['POST', '/users/verify'],
  resendVerificationCode: ['POST', '/users/resend-verification-code'],
  forgotPassword: ['POST', '/users/forgot-password'],
  changeForgotPassword: ['POST', '/users/change-forgot-password'],
  getMe: ['GET', '/users/me'],
  getIdentityProviders: ['GET', '/users/identity-providers'],
  getMyIdentities: ['GET', '/users/me/identities'],
  unlinkIdentity: ['DELETE', '/users/me/identities/{provider}'],
  setPassword: ['POST', '/users/me/password'],
  getMyStats: ['GET', '/users/me/stats'],
  getMyProgress: ['GET', '/users/me/progress'],
  getMyLearning: ['GET', '/users/me/learning'],
  recordArticleProgress: ['PUT', '/users/me/learning/articles/{articleId}'],
  recordLabStep: ['PUT', '/users/me/learning/labs/{labId}/steps/{stepId}'],
  getAuthStatus: ['GET', '/users/auth-status'],
  logout: ['POST', '/users/logout'],
  updateProfile: ['PATCH', '/users/profile'],
  saveLanguage: ['PUT', '/users/language'],
  initiateEmailChange: ['PATCH', '/users/email/initiate'],
  verifyEmailChange: ['PATCH', '/users/email/verify'],
  changePassword: ['PATCH', '/users/change-password'],
  exportMyData: ['GET', '/users/me/export'],
  deleteMyAccount: ['POST', '/users/me/delete'],
  sendContactMessage: ['POST', '/contact'],
  getTests: ['GET', '/tests'],
  getTest: ['GET', '/tests/{id}'],
  getTestHistory: ['GET', '/tests/{id}/history'],
  getTestResult: ['GET', '/tests/history/{historyId}'],
  reportQuestion: ['PUT', '/tests/history/{historyId}/questions/{questionId}/report'],
  startTest: ['POST', '/test-taking/start'],
  resumeTest: ['POST', '/test-taking/{sessionId}/resume'],
  getQuestion: ['GET', '/test-taking/{sessionId}/question/{n}'],
  submitAnswer: ['POST', '/test-taking/{sessionId}/answer'],
  flagQuestion: ['PUT', '/test-taking/{sessionId}/questions/{questionId}/flag'],
  savePosition: ['PUT', '/test-taking/{sessionId}/position'],
  checkAnswer: ['POST', '/test-taking/{sessionId}/questions/{questionId}/check'],
  startPracticeSet: ['POST', '/test-taking/practice-set'],
  pauseTest: ['POST', '/test-taking/{sessionId}/pause'],
  recordQuestionTime: ['POST', '/test-taking/{sessionId}/time'],
  abandonTest: ['POST', '/test-taking/{sessionId}/abandon'],
  submitTest: ['POST', '/test-taking/{sessionId}/submit'],
  getAbandonedTest: ['GET', '/test-taking/abandoned'],
  getPaymentConfig: ['GET', '/payments/config'],
  getPricing: ['GET', '/payments/pricing'],
  createPayment: ['POST', '/payments/paypal/create'],
  createSubscriptionPayment: ['POST', '/payments/paypal/subscription/create'],
  purchaseTest: ['POST', '/payments/paypal/test/purchase'],
  executePayment: ['POST', '/payments/paypal/execute'],
  verifyPayment: ['GET', '/payments/paypal/verify/{token}'],
  getTestAccess: ['GET', '/payments/test-access/{testId}'],
  getAccessibleTests: ['GET', '/payments/test-access'],
  getSubscriptionStatus: ['GET', '/payments/subscription/status'],
  handlePaypalWebhook: ['POST', '/payments/paypal/webhook'],
  createPremiumSubscription: ['POST', '/payments/subscriptions'],
  activatePremiumSubscription: ['POST', '/payments/subscriptions/{subscriptionId}/activate'],
  getPremiumSubscription: ['GET', '/payments/subscription'],
  cancelPremiumSubscription: ['POST', '/payments/subscription/cancel'],
  resumePremiumSubscription: ['POST', '/payments/subscription/resume'],
  getReceipts: ['GET', '/payments/receipts'],
  getReceiptPdf: ['GET', '/payments/receipts/{receiptId}/pdf'],
  getOrders: ['GET', '/orders'],
  getLiveness: ['GET', '/health/live'],
  getReadiness: ['GET', '/health/ready'],
  getMetrics: ['GET', '/metrics'],
  getDevOutbox: ['GET', '/dev/outbox'],
  advanceDevPayments: ['POST', '/dev/payments/advance'],
} as const satisfies Record<OperationId, readonly [HttpMethod, ApiPath]>;

const byRoute = new Map<string, OperationId>(
  (Object.entries(ROUTES) as [OperationId, readonly [HttpMethod, ApiPath]][]).map(([id, [method, path]]) => [
    `${method} ${path}`,
    id,
  ]),
);

/** The operationId of a request, from its method and openapi-fetch's path template. */
export function findOperationId(method: string, schemaPath: string): OperationId | undefined {
  return byRoute.get(`${method.toUpperCase()} ${schemaPath}`);
}
