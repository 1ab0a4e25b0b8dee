/**
 * SWR cache keys of every GET. Keys are tuples whose leading parts group related data, so a mutation can
 * revalidate a whole group by prefix (see `revalidate`): `['tests']` covers the catalogue, each test and
 * each test's history.
 */
export const keys = {
  authStatus: () => ['account', 'auth-status'] as const,
  me: () => ['account', 'me'] as const,
  myStats: () => ['account', 'stats'] as const,
  myProgress: () => ['account', 'progress'] as const,
  myLearning: () => ['account', 'learning'] as const,
  identityProviders: () => ['account', 'identity-providers'] as const,
  myIdentities: () => ['account', 'identities'] as const,
  tests: (requireAuth = true) => ['tests', 'list', requireAuth] as const,
  test: (id: number) => ['tests', id] as const,
  testHistory: (testId: number) => ['tests', testId, 'history'] as const,
  testResult: (historyId: number) => ['test-results', historyId] as const,
  question: (sessionId: number, n: number) => ['test-sessions', sessionId, 'questions', n] as const,
  sessionQuestions: (sessionId: number) => ['test-sessions', sessionId, 'questions'] as const,
  abandonedTest: (testId: number) => ['test-sessions', 'abandoned', testId] as const,
  paymentConfig: () => ['payments', 'config'] as const,
  pricing: () => ['payments', 'pricing'] as const,
  paymentVerification: (token: string) => ['payments', 'verification', token] as const,
  testAccess: (testId: number) => ['payments', 'test-access', testId] as const,
  accessibleTests: () => ['payments', 'test-access'] as const,
  subscriptionStatus: () => ['payments', 'subscription'] as const,
  premiumSubscription: () => ['payments', 'subscription', 'premium'] as const,
  receipts: () => ['payments', 'receipts'] as const,
  orders: () => ['orders'] as const,
  devOutbox: (to?: string) => ['dev', 'outbox', to ?? null] as const,
};

export type ApiKey = readonly (string | number | boolean | null)[];

/** Whether `key` starts with every part of `prefix` (`['tests']` matches `['tests', 2, 'history']`). */
export function hasPrefix(key: unknown, prefix: ApiKey): boolean {
  return Array.isArray(key) && prefix.length <= key.length && prefix.every((part, i) => key[i] === part);
}
