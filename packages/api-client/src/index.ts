// Client
export { createApiClient } from './client/createApiClient';
export type { ApiClient, ApiClientOptions } from './client/createApiClient';
export { ApiError, isApiError } from './client/ApiError';
export type { ApiErrorDetails, ErrorCode } from './client/ApiError';
export { ROUTES, findOperationId } from './client/operations';
export type { ApiPath, HttpMethod, OperationId } from './client/operations';
export type { UnauthenticatedListener } from './client/authEvents';
export { unwrap, unwrapData } from './client/unwrap';
export { TOKEN_STORAGE_KEY } from './middleware/bearer';

// React + SWR
export { ApiClientProvider, useApiClient } from './swr/ApiClientProvider';
export type { ApiClientProviderProps } from './swr/ApiClientProvider';
export { keys, hasPrefix } from './swr/keys';
export type { ApiKey } from './swr/keys';
export type { QueryOptions, QueryResult } from './swr/useApiQuery';
export { CONTENT_KEY_PREFIXES, useContentLanguage } from './swr/useContentLanguage';

// Queries (one per GET)
export { useAuthStatus } from './hooks/useAuthStatus';
export { useMe } from './hooks/useMe';
export { useMyStats } from './hooks/useMyStats';
export { useMyProgress } from './hooks/useMyProgress';
export { useMyLearning } from './hooks/useMyLearning';
export { useTests } from './hooks/useTests';
export type { UseTestsOptions } from './hooks/useTests';
export { useTest } from './hooks/useTest';
export { useTestHistory } from './hooks/useTestHistory';
export { useTestResult } from './hooks/useTestResult';
export { useQuestion } from './hooks/useQuestion';
export { useAbandonedTest } from './hooks/useAbandonedTest';
export { usePaymentConfig } from './hooks/usePaymentConfig';
export { useIdentityProviders, useMyIdentities, identityStartUrl } from './hooks/useIdentities';
export { usePricing } from './hooks/usePricing';
export { usePaymentVerification } from './hooks/usePaymentVerification';
export { useTestAccess } from './hooks/useTestAccess';
export { useAccessibleTests } from './hooks/useAccessibleTests';
export { useSubscriptionStatus } from './hooks/useSubscriptionStatus';
export { useOrders } from './hooks/useOrders';
export { usePremiumSubscription, useReceipts, receiptPdfPath } from './hooks/usePremiumSubscription';
export { useDevOutbox } from './hooks/useDevOutbox';

// Fetchers: plain (client, args) calls for code outside React; the hooks below use them
export {
  fetchAbandonedTest,
  fetchQuestion,
  fetchTestResult,
  flagQuestion,
  pauseTest,
  resumeTest,
  startTest,
  submitAnswer,
  submitTest,
} from './fetchers/testTaking';

// Mutations (each answers an async function that calls the server, then refreshes what it changed)
export { useRegister } from './mutations/useRegister';
export { useLogin } from './mutations/useLogin';
export { useVerifyEmail } from './mutations/useVerifyEmail';
export { useResendVerificationCode } from './mutations/useResendVerificationCode';
export { useForgotPassword } from './mutations/useForgotPassword';
export { useChangeForgotPassword } from './mutations/useChangeForgotPassword';
export { useLogout } from './mutations/useLogout';
export { useUpdateProfile } from './mutations/useUpdateProfile';
export { useSaveLanguage } from './mutations/useSaveLanguage';
export { useInitiateEmailChange } from './mutations/useInitiateEmailChange';
export { useVerifyEmailChange } from './mutations/useVerifyEmailChange';
export type { VerifyEmailChangeArgs } from './mutations/useVerifyEmailChange';
export { useChangePassword } from './mutations/useChangePassword';
export { useDeleteMyAccount, exportMyDataPath } from './mutations/useDeleteMyAccount';
export { useSetPassword, useUnlinkIdentity } from './mutations/useIdentityMutations';
export { useSendContactMessage } from './mutations/useSendContactMessage';
export { useStartTest } from './mutations/useStartTest';
export { useResumeTest } from './mutations/useResumeTest';
export { useSubmitAnswer } from './mutations/useSubmitAnswer';
export { useFlagQuestion } from './mutations/useFlagQuestion';
export { useSavePosition } from './mutations/useSavePosition';
export { usePauseTest } from './mutations/usePauseTest';
export { useRecordQuestionTime } from './mutations/useRecordQuestionTime';
export { useAbandonTest } from './mutations/useAbandonTest';
export { useSubmitTest } from './mutations/useSubmitTest';
export { useReportQuestion } from './mutations/useReportQuestion';
export { useRecordArticleProgress, useRecordLabStep } from './mutations/useRecordLearning';
export type { RecordArticleProgressArgs, RecordLabStepArgs } from './mutations/useRecordLearning';
export { useCheckAnswer } from './mutations/useCheckAnswer';
export { useStartPracticeSet } from './mutations/useStartPracticeSet';
export type {
  CheckAnswerArgs,
  StartPracticeSetArgs,
  ReportQuestionArgs,
  FlagQuestionArgs,
  SavePositionArgs,
  SessionArgs,
  StartTestArgs,
  SubmitAnswerArgs,
  TimedSessionArgs,
} from './mutations/args';
export { usePurchaseTest } from './mutations/usePurchaseTest';
export { useCreatePayment } from './mutations/useCreatePayment';
export { useCreateSubscriptionPayment } from './mutations/useCreateSubscriptionPayment';
export {
  useActivatePremiumSubscription,
  useAdvanceDemoBilling,
  useCancelPremiumSubscription,
  useCreatePremiumSubscription,
  useResumePremiumSubscription,
} from './mutations/usePremiumSubscription';
export { useExecutePayment } from './mutations/useExecutePayment';

// Types generated from openapi.yaml
export type { components, operations, paths } from './generated/schema';
export type {
  AbandonedSession,
  AccessibleTests,
  AttemptMode,
  AnswerRequest,
  AnswerResult,
  AuthStatus,
  ChangeForgotPasswordRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  PurchaseSummary,
  Choice,
  ContactRequest,
  CreatePaymentRequest,
  DomainKey,
  DomainName,
  EmailRequest,
  ErrorBody,
  ExecutePaymentRequest,
  ExecutePaymentResult,
  FlagResult,
  PositionResult,
  HistorySummary,
  InitiateEmailChangeRequest,
  LearningProgress,
  ArticleProgressEvent,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  IdentityProviderId,
  IdentityProviders,
  SignInMethods,
  Order,
  OrderStatus,
  OutboxMessage,
  PauseResult,
  PaymentConfig,
  PracticeCheck,
  PracticeSetRequest,
  QuestionTimeEntries,
  PracticeSource,
  Pricing,
  PricedTest,
  PaymentCreated,
  PaymentVerification,
  PurchaseTestRequest,
  Question,
  QuestionReference,
  QuestionReport,
  QuestionReportRequest,
  QuestionState,
  RegisterRequest,
  ReportReason,
  ReviewAnswer,
  ReviewedQuestion,
  SessionStatus,
  SubscriptionPaymentCreated,
  SubscriptionStatus,
  PremiumSubscription,
  PremiumSubscriptionCreated,
  Receipt,
  AdvanceBillingRequest,
  Test,
  TestAccess,
  TestResult,
  TestSession,
  TestStatus,
  UpdateProfileRequest,
  User,
  UserStats,
  Progress,
  UserStatus,
  VerifyEmailChangeRequest,
  VerifyEmailRequest,
} from './types';
