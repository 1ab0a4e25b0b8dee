// The public API: explicit named exports only; no deep imports. Each area keeps its own block.
export { getCssText, SERVER_STYLE_ID, UiProvider, useLinkComponent } from './provider';
export { useHydrated } from './_internal/useHydrated';
export type { UiProviderProps, LinkComponent, LinkComponentProps } from './provider';
export { loadMessages, locales, type Locale, type Messages } from './i18n/messages';
export { breakpoints, type Breakpoint } from './theme/breakpoints';
export { themeConfig, type Appearance } from './theme/themeConfig';

// Components: the building blocks screens are made of
export { Card, cardPropDefs, cardVariants } from './components/Card';
export type { CardRootProps, CardHeaderProps, CardVariant } from './components/Card';
export { LanguageMenu, languageMenuPropDefs } from './components/LanguageMenu';
export type { LanguageMenuProps, LanguageMenuLabel } from './components/LanguageMenu';
export {
  AppearanceToggle,
  appearancePreferences,
  appearanceTogglePropDefs,
} from './components/AppearanceToggle';
export type {
  AppearanceToggleProps,
  AppearancePreference,
  AppearanceToggleSize,
} from './components/AppearanceToggle';
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { Logo, LogoLink, LogoMark, type LogoLinkProps, type LogoMarkProps } from './components/Logo';
export { AccountMenu, type AccountMenuProps, type AccountMenuUser } from './components/AccountMenu';
export {
  NavDrawer,
  navDrawerPropDefs,
  type NavDrawerProps,
  type NavDrawerSize,
} from './components/NavDrawer';
export { BusyButton, type BusyButtonProps } from './components/BusyButton';
export {
  FormShell,
  FormSubmit,
  FormError,
  type FormShellProps,
  type FormSubmitProps,
} from './components/FormShell';
export { FormField, FieldError, type FormFieldProps } from './components/FormField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export {
  NewPasswordFields,
  newPasswordFieldsPropDefs,
  newPasswordFieldsVariants,
  newPasswordRules,
  type NewPasswordFieldsProps,
  type NewPasswordFieldNames,
  type NewPasswordFieldsVariant,
} from './components/NewPasswordFields';
export { CodeField } from './components/CodeField';

// Shared
export { LoadingSpinner, type LoadingSpinnerProps } from './shared/LoadingSpinner';
export { NavigationProgress, type NavigationProgressProps } from './shared/NavigationProgress';
export { ErrorCard, type ErrorCardProps } from './shared/ErrorCard';
export { EmptyState, type EmptyStateProps } from './shared/EmptyState';
export { ToastProvider, useToast, type ToastProviderProps } from './shared/Toast';
export type { ToastApi, ToastOptions, ToastVariant } from './shared/Toast';

// Marketing (public pages)
export {
  TopNav,
  type TopNavProps,
  type TopNavUrls,
  type SignedInAccount,
  isActivePath,
} from './marketing/TopNav';
export { Footer, type FooterProps, type FooterUrls, type SocialNetwork } from './marketing/Footer';
export { PublicLayout, type PublicLayoutProps, type PublicUrls } from './marketing/PublicLayout';
export { HomePage, type HomePageProps } from './marketing/HomePage';
export { AboutPage, type AboutPageProps } from './marketing/AboutPage';
export { ArticleCard, type ArticleCardProps, type Article, type ArticleLevel } from './marketing/ArticleCard';
export { ArticlesPage, type ArticlesPageProps } from './marketing/ArticlesPage';
export { ContactForm, type ContactFormProps, type ContactFormValues } from './marketing/ContactForm';
export { contactToastMessages } from './marketing/ContactForm';
export { ContactPage, type ContactPageProps } from './marketing/ContactPage';
export {
  PricingPage,
  type PricingPageProps,
  type PricingOffer,
  type PricingTest,
} from './marketing/PricingPage';
export { NotFoundPage, type NotFoundPageProps } from './marketing/NotFoundPage';
export { LegalPage, type LegalPageProps, type LegalPageUrls } from './marketing/LegalPage';

// Account (sign-in, sign-up, verification, passwords)
export { LoginForm, type LoginFormProps, type LoginFormUrls, type LoginValues } from './account/LoginForm';
export { LoginPage, type LoginPageProps } from './account/LoginPage';
export {
  ProviderButtons,
  providerNames,
  type IdentityProviderId,
  type ProviderButtonsProps,
  type ProviderLink,
} from './components/ProviderButtons';
export { SignUpForm, type SignUpFormProps, type SignUpValues } from './account/SignUpForm';
export { VerifyEmailForm, type VerifyEmailFormProps } from './account/VerifyEmailForm';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './account/ForgotPasswordForm';
export { ChangePasswordForm, type ChangePasswordFormProps } from './account/ChangePasswordForm';

// Learner (the signed-in frame and the learner's pages)
export { AppShell, type AppShellProps, type AppShellUrls, type AppUser } from './learner/AppShell';
export type { LearnerUrls } from './learner/_internal/urls';
export {
  DashboardPage,
  type DashboardPageProps,
  type DashboardArticle,
  type DashboardOpenAttempt,
  type DashboardStats,
  type DashboardTest,
} from './learner/DashboardPage';
export {
  OrderTable,
  type OrderTableProps,
  type Order,
  daysLeftTone,
  type DaysLeftTone,
} from './learner/OrderTable';
export { OrdersPage, type OrdersPageProps } from './learner/OrdersPage';
export { ProgressCard, type ProgressCardProps } from './learner/ProgressCard';
export {
  ProgressPage,
  type ProgressPageProps,
  ReadinessCard,
  type ReadinessCardProps,
  ScoreChart,
  type ScoreChartProps,
  type DomainProgress,
  type Progress,
  type ProgressUrls,
  type Readiness,
  type ScorePoint,
  type StudyStreak,
  type TestProgress,
} from './learner/ProgressPage';
export {
  SubscriptionPage,
  type SubscriptionPageProps,
  type SubscriptionStatus,
  type PremiumStatus,
  type PremiumSubscriptionView,
  type ReceiptView,
  isSubscriptionActive,
} from './learner/SubscriptionPage';
export { ReceiptList, type ReceiptListProps } from './learner/ReceiptList';
export {
  PaymentResultPage,
  type PaymentResultPageProps,
  type PaymentPurchase,
} from './learner/PaymentResultPage';
export { PaymentCancelledPage, type PaymentCancelledPageProps } from './learner/PaymentCancelledPage';
export { SettingsPage, type SettingsPageProps } from './learner/SettingsPage';
export { ProfilePanel, type ProfilePanelProps, type ProfileValues } from './learner/ProfilePanel';
export {
  ConnectedAccounts,
  type ConnectedAccountsProps,
  type LinkedIdentity,
} from './learner/ConnectedAccounts';
export { PasswordPanel, type PasswordPanelProps, type PasswordChangeValues } from './learner/PasswordPanel';
export {
  DataRightsPanel,
  type DataRightsPanelProps,
  type DeleteAccountValues,
} from './learner/DataRightsPanel';
export { EmailChangePanel, type EmailChangePanelProps, isSameEmail } from './learner/EmailChangePanel';
export { BillingPanel, type BillingPanelProps } from './learner/BillingPanel';
export { MyCoursesPage, type MyCoursesPageProps, type Course } from './learner/MyCoursesPage';
export {
  ArticleReader,
  type ArticleReaderProps,
  type ReaderArticle,
  type ArticleSection,
  type KnowledgeCheckQuestion,
  scoreKnowledgeCheck,
  type KnowledgeCheckScore,
} from './learner/ArticleReader';
export { ArticleNotFound, type ArticleNotFoundProps } from './learner/ArticleNotFound';
export {
  PracticeLabPage,
  type PracticeLabPageProps,
  type LabStep,
  type LabAttempt,
  type LabHint,
  COPY_FEEDBACK_MS,
} from './learner/PracticeLabPage';

// Exam (catalogue, test taking, results)
export type {
  AttemptMode,
  PracticeCheck,
  ExamTest,
  ExamTestStatus,
  ExamChoice,
  ExamQuestion,
  QuestionState,
  ReviewAnswer,
  ReviewedQuestion,
  QuestionReference,
  QuestionReportValues,
  ReportReason,
  AttemptSummary,
  ExamResult,
  QuestionType,
  ItemOption,
  MatchPair,
  MatchOutcome,
  StepOutcome,
  PartVerdict,
} from './exam/types';
export {
  PracticeSetForm,
  PRACTICE_SOURCES,
  type PracticeSetFormProps,
  type PracticeSetValues,
  type PracticeSource,
} from './exam/PracticeSetForm';
export {
  chooseTestAction,
  formatClock,
  formatTimeUsed,
  minutesLeft,
  isPassed,
  DEFAULT_PASSING_SCORE,
  choiceLetter,
  filterReview,
  domainsOf,
  domainScores,
  isQuestionCorrect,
  defaultReviewFilters,
  filterTests,
  defaultTestFilters,
  questionTypeOf,
  isArrangement,
  matchesFromIds,
  idsFromMatches,
} from './exam/rules';
export type { TestAction, TestFilters, ReviewFilterValues, DomainScore } from './exam/rules';
export { TestCard, type TestCardProps } from './exam/TestCard';
export { MatchingQuestion, type MatchingQuestionProps } from './exam/MatchingQuestion';
export { OrderingQuestion, type OrderingQuestionProps } from './exam/OrderingQuestion';
export { TestCatalogue, type CatalogueLayout, type TestCatalogueProps } from './exam/TestCatalogue';
export { PurchaseModal, type PurchaseModalProps } from './exam/PurchaseModal';
export { TestIntro, type TestIntroProps } from './exam/TestIntro';
export { HistoryCard, type HistoryCardProps } from './exam/HistoryCard';
export { QuestionView, type QuestionViewProps, ExamTimer, type ExamTimerProps } from './exam/QuestionView';
export type { SaveStatusValue } from './exam/QuestionView';
export { LeaveExamDialog, type LeaveExamDialogProps } from './exam/LeaveExamDialog';
export { InactivityDialog, type InactivityDialogProps } from './exam/InactivityDialog';
export { ResultSummary, type ResultAction, type ResultSummaryProps } from './exam/ResultSummary';
export { ResultReview, type ResultReviewProps } from './exam/ResultReview';
export { ReviewFilters, type ReviewFiltersProps } from './exam/ReviewFilters';
export { ReviewList, type ReviewListProps } from './exam/ReviewList';
export { REPORT_REASONS } from './exam/types';
export {
  ReportProblemDialog,
  REPORT_COMMENT_MAX,
  type ReportProblemDialogProps,
} from './exam/ReportProblemDialog';
export { ExamErrorCard, type ExamErrorCardProps, type ExamErrorReason } from './exam/ExamErrorCard';
