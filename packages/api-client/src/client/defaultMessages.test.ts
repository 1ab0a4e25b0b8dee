import { expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGES, defaultErrorMessage } from './defaultMessages';
import type { OperationId } from './operations';

// The defaults product spec section 8 names word for word.
const FROM_SPEC: [OperationId, string][] = [
  ['login', 'Login failed'],
  ['getTests', 'Failed to fetch tests'],
  ['getTest', 'Failed to fetch test'],
  ['startTest', 'Failed to start test'],
  ['resumeTest', 'Failed to resume test'],
  ['getQuestion', 'Failed to fetch question'],
  ['submitAnswer', 'Failed to submit answer'],
  ['flagQuestion', 'Failed to update flag status'],
  ['pauseTest', 'Failed to pause test'],
  ['submitTest', 'Failed to submit test'],
  ['getTestHistory', 'Failed to fetch test history'],
  ['getTestResult', 'Failed to load test results'],
  ['getOrders', 'Failed to fetch orders'],
  ['createPayment', 'Failed to create payment'],
  ['createSubscriptionPayment', 'Failed to create subscription payment'],
  ['purchaseTest', 'Failed to purchase test'],
  ['executePayment', 'Failed to execute payment'],
  ['getTestAccess', 'Failed to check test access'],
  ['getAccessibleTests', 'Failed to get test access information'],
  ['getSubscriptionStatus', 'Failed to get subscription status'],
  ['getPaymentConfig', 'Failed to load PayPal'],
  ['sendContactMessage', 'Failed to send message'],
  ['verifyEmail', 'Invalid code.'],
  ['forgotPassword', 'Unable to send reset link. Please try again.'],
  ['updateProfile', 'Failed to update profile.'],
  ['changePassword', 'Failed to update password.'],
  ['initiateEmailChange', 'Failed to send verification code.'],
  ['verifyEmailChange', 'Verification failed.'],
];

it.each(FROM_SPEC)('%s defaults to "%s"', (operationId, message) => {
  expect(DEFAULT_ERROR_MESSAGES[operationId]).toBe(message);
});

it('has a non-empty default for every operation', () => {
  for (const message of Object.values(DEFAULT_ERROR_MESSAGES)) expect(message.trim()).not.toBe('');
});

it('names the status when the operation is unknown', () => {
  expect(defaultErrorMessage(undefined, 503)).toBe('Request failed with status code 503');
});
