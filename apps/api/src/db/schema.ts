import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased so look-ups and uniqueness ignore case. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Null for an account created through an identity provider that has not set a password (spec decision 69). */
  passwordHash: text('password_hash'),
  status: text('status', { enum: ['PENDING_VERIFICATION', 'ACTIVE'] }).notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** A forgot-password temporary password works beside the real one until it expires or is used. */
  tempPasswordHash: text('temp_password_hash'),
  tempPasswordExpiresAt: at('temp_password_expires_at'),
  /** The UI language the learner last used with the account: mails are written in it. */
  language: text('language', { enum: ['en', 'fr'] })
    .notNull()
    .default('en'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session id: a leaked table does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cookie', 'bearer'] }).notNull(),
    /**
     * Opened with a temporary password and no new password set yet: the only session allowed to set it, and
     * until then allowed nothing else (http/hooks.ts DURING_FORCED_CHANGE). Cleared once the password is set.
     */
    viaTemporaryPassword: boolean('via_temporary_password').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in identities at external providers (Google, Microsoft, GitHub, the demo provider), keyed by issuer and
 * subject: never by an email claim (spec decision 69). One per provider per learner.
 */
export const linkedIdentities = pgTable(
  'linked_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** What the provider said at linking, shown in Settings only; never used to find an account. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('linked_identities_issuer_subject_idx').on(t.issuer, t.subject),
    uniqueIndex('linked_identities_user_provider_idx').on(t.userId, t.provider),
  ],
);

/**
 * A sign-in or link at a provider under way: SHA-256 of the browser's flow cookie, with the state, nonce and PKCE
 * verifier it must come back with. Deleted when the callback reads it, so a replayed callback finds nothing.
 */
export const identityFlows = pgTable('identity_flows', {
  idHash: text('id_hash').primaryKey(),
  provider: text('provider').notNull(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** `link`: from Settings, for the signed-in learner `userId`; `signin`: from /login or /signup. */
  intent: text('intent', { enum: ['signin', 'link'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  language: text('language', { enum: ['en', 'fr'] })
    .notNull()
    .default('en'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * A provider identity whose email is that of an existing account: linked only once the learner signs in to that
 * account with its password in the same browser (SHA-256 of a cookie token), never merged silently.
 */
export const pendingIdentityLinks = pgTable('pending_identity_links', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Devices the owner signed in from (SHA-256 of a long-lived cookie token): the per-account login limit, which a
 * distributed guess can hold shut, never applies to them.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'change-email'] }).notNull(),
    /** The address the code was sent to: the account's for verification, the new one for a change. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The verification code the mail carries, so tests and the dev page need not parse the text. */
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const tests = pgTable('tests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** French translations (`*_fr`): null where there is none, and the English is served instead. */
  titleFr: text('title_fr'),
  descriptionFr: text('description_fr'),
  /** Seconds. */
  timeLimit: integer('time_limit').notNull(),
  passingScore: integer('passing_score').notNull().default(70),
  isFree: boolean('is_free').notNull(),
  /** Retired tests stay for the history that refers to them but leave the catalogue. */
  isActive: boolean('is_active').notNull().default(true),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull(),
  /** Hash of the seeded questions: an unchanged seed leaves the test's questions untouched. */
  contentHash: text('content_hash').notNull(),
  createdAt: createdAt(),
});

/** A link under an explanation: the Kafka documentation or a KIP; `titleFr` where the French title differs. */
export interface QuestionReference {
  title: string;
  titleFr: string | null;
  url: string;
}

/** The exam's item types (QuestionType in openapi.yaml). */
export const questionTypes = ['single', 'multiple', 'matching', 'ordering'] as const;
export type QuestionTypeName = (typeof questionTypes)[number];

/**
 * One version of a question of a test. A fix inserts a new version (same `bankKey`, `version` + 1) and retires
 * the old row (`active` false): attempts keep pointing at the row they were taken with, so a review never
 * changes; only active rows are served to new attempts.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    /** Place in the test among its active questions (a retired version keeps its last one). */
    position: integer('position').notNull(),
    /** Stable across versions: the bank id (SeedQuestion.id), else `<test slug>#<position>`. */
    bankKey: text('bank_key').notNull(),
    version: integer('version').notNull().default(1),
    /** Served to new attempts; false once a newer version replaced it or it left the test. */
    active: boolean('active').notNull().default(true),
    /** Hash of everything a learner reads of this version (English and French), references excepted. */
    contentHash: text('content_hash'),
    type: text('type', { enum: questionTypes }).notNull().default('single'),
    domain: text('domain').notNull(),
    text: text('text').notNull(),
    explanation: text('explanation').notNull(),
    textFr: text('text_fr'),
    explanationFr: text('explanation_fr'),
    references: jsonb('references')
      .$type<QuestionReference[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('questions_test_position_idx')
      .on(t.testId, t.position)
      .where(sql`active`),
    uniqueIndex('questions_test_bank_version_idx').on(t.testId, t.bankKey, t.version),
  ],
);

/** What a choice row is: an option (single, multiple), a matching item or target, an ordering step. */
export const choiceKinds = ['option', 'item', 'target', 'step'] as const;
export type ChoiceKind = (typeof choiceKinds)[number];

export const choices = pgTable(
  'choices',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Seed order within its kind (never sent: attempts renumber it, see services/shuffle.ts). */
    position: integer('position').notNull(),
    kind: text('kind', { enum: choiceKinds }).notNull().default('option'),
    text: text('text').notNull(),
    textFr: text('text_fr'),
    /** An option's key; false for items, targets and steps. */
    correct: boolean('correct').notNull(),
    /** A step's key: its place in the correct order, 1 = first. */
    correctPosition: integer('correct_position'),
    /** An item's key: the target choice it matches. */
    correctTargetId: integer('correct_target_id').references((): AnyPgColumn => choices.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [index('choices_question_idx').on(t.questionId)],
);

/** Spelled as on the wire (SessionStatus in openapi.yaml). */
export const attemptStatuses = ['IN PROGRESS', 'PAUSED', 'COMPLETED'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

/** Spelled as on the wire (AttemptMode in openapi.yaml): a timed exam, or practice with per-question checks. */
export const attemptModes = ['exam', 'practice'] as const;
export type AttemptMode = (typeof attemptModes)[number];

export const attempts = pgTable(
  'attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id),
    status: text('status', { enum: attemptStatuses }).notNull(),
    /** Copied from the test at start, so a later change to the test moves neither the clock nor the result. */
    timeLimit: integer('time_limit').notNull(),
    passingScore: integer('passing_score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    startedAt: at('started_at').notNull(),
    /** When time runs out if the clock keeps running; moved forward by each pause on resume. */
    deadline: at('deadline').notNull(),
    pausedAt: at('paused_at'),
    endedAt: at('ended_at'),
    score: integer('score'),
    correctCount: integer('correct_count'),
    /** Seconds of exam time consumed, set at submission. */
    timeUsed: integer('time_used'),
    /**
     * Orders the choices of this attempt (services/shuffle.ts); null keeps the seed's order of questions and
     * options (only under the test-only TEST_FIXED_ORDER setting).
     */
    orderSeed: integer('order_seed'),
    /** 'practice' attempts are untimed, allow per-question checks and never count toward the best exam score. */
    mode: text('mode', { enum: attemptModes }).notNull().default('exam'),
    /** The orderId of the question the learner last viewed: where a resume, on any device, opens again. */
    currentQuestion: integer('current_question').notNull().default(1),
    /** A free sample of a paid test (5 questions, practice), taken without access to the test. */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [index('attempts_user_test_idx').on(t.userId, t.testId)],
);

export const attemptPauses = pgTable(
  'attempt_pauses',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    pausedAt: at('paused_at').notNull(),
    resumedAt: at('resumed_at'),
  },
  (t) => [index('attempt_pauses_attempt_idx').on(t.attemptId)],
);

export const attemptQuestions = pgTable(
  'attempt_questions',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    flagged: boolean('flagged').notNull().default(false),
    selectedChoiceIds: integer('selected_choice_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** When a practice check revealed this question's answer; from then on its selection is locked. */
    checkedAt: at('checked_at'),
    /**
     * Milliseconds this question was on screen in a visible tab while the attempt ran, summed from the
     * browser's reports (recordQuestionTime); shown per question in the review.
     */
    activeMs: integer('active_ms').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.orderId] }),
    uniqueIndex('attempt_questions_question_idx').on(t.attemptId, t.questionId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['test', 'subscription', 'generic'] }).notNull(),
    testId: integer('test_id').references(() => tests.id),
    provider: text('provider', { enum: ['paypal', 'sandbox'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** A declined capture stays CREATED: the buyer may approve again with another funding source. */
    status: text('status', { enum: ['CREATED', 'COMPLETED'] }).notNull(),
    captureId: text('capture_id'),
    /** A renewal of a premium subscription: the subscription it paid for. */
    premiumSubscriptionId: integer('premium_subscription_id'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);

export const testAccess = pgTable(
  'test_access',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id),
    /** Unique: one payment grants at most once, however many times it is executed. */
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    startsAt: at('starts_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** When the "ends in 7 days" reminder was sent: one per access (services/expiry-reminders.ts). */
    reminderSentAt: at('reminder_sent_at'),
  },
  (t) => [index('test_access_user_test_idx').on(t.userId, t.testId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * One payment grants at most once, however many times it is executed. Null for the grace period of a premium
     * subscription whose payment failed (one such row per subscription, moved as its state changes).
     */
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id),
    premiumSubscriptionId: integer('premium_subscription_id'),
    startsAt: at('starts_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** When the "ends in 7 days" reminder was sent: one per access (services/expiry-reminders.ts). */
    reminderSentAt: at('reminder_sent_at'),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

export const reportReasons = ['wrong_answer', 'unclear', 'typo', 'outdated', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** A learner's report of a problem with a question, in the context of one attempt; one per learner, attempt and question. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: reportReasons }).notNull(),
    comment: text('comment').notNull().default(''),
    /** The language the learner read the question in. */
    lang: text('lang', { enum: ['en', 'fr'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_reports_user_attempt_question_idx').on(t.userId, t.attemptId, t.questionId),
    index('question_reports_question_idx').on(t.questionId),
  ],
);

/**
 * The learner's premium subscription at the payment provider (PayPal Subscriptions, or the demo sandbox). The
 * provider is the truth: webhooks and the activation call re-read it there and reconcile this row.
 * `status` is ours: `CANCELLED` means the learner asked to stop (the provider subscription is suspended, so it can
 * be resumed until `paid_through`); `EXPIRED` is final. Access comes from `subscriptions` (one row per paid
 * period) and, while a payment is being retried, from `grace_until`.
 */
export const subscriptionStatuses = [
  'APPROVAL_PENDING',
  'ACTIVE',
  'PAST_DUE',
  'CANCELLED',
  'SUSPENDED',
  'EXPIRED',
] as const;
export type SubscriptionState = (typeof subscriptionStatuses)[number];

export const premiumSubscriptions = pgTable(
  'premium_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['paypal', 'sandbox'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    planId: text('plan_id').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    /** End of the last paid period. */
    paidThrough: at('paid_through'),
    /** When the provider bills next (null once nothing more will be billed). */
    nextBillingAt: at('next_billing_at'),
    /** A failed payment keeps access until then while the provider retries. */
    graceUntil: at('grace_until'),
    lastFailedAt: at('last_failed_at'),
    cancelRequestedAt: at('cancel_requested_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('premium_subscriptions_user_idx').on(t.userId)],
);

/** Webhook deliveries already applied, by PayPal's event id: a replayed or duplicated delivery is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: createdAt(),
});

/**
 * The last number issued per series. Numbers come from `UPDATE … SET last_number = last_number + 1` in the same
 * transaction as the payment: a rolled-back payment gives its number back, so numbers never have gaps (a
 * sequence would skip the numbers of rolled-back transactions).
 */
export const receiptCounters = pgTable('receipt_counters', {
  series: text('series', { enum: ['receipt', 'credit_note'] }).primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Seller details as configured when the document was issued: a receipt never changes afterwards. */
export interface SellerDetails {
  name: string;
  address: string;
  email: string;
  taxId: string | null;
}

/** Receipts and credit notes: never deleted, never renumbered. A refund adds a credit note referring to its receipt. */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['receipt', 'credit_note'] }).notNull(),
    /** Gap-free within its kind (`receipt_counters`). */
    number: integer('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** For a credit note: the receipt it corrects. */
    refersTo: integer('refers_to'),
    /** For a credit note: the provider's refund id, so a refund is credited once. */
    providerRefundId: text('provider_refund_id').unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    learnerName: text('learner_name').notNull(),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    /** What was bought: 'subscription', 'test' or 'generic', with the test title when there is one. */
    item: text('item', { enum: ['test', 'subscription', 'generic'] }).notNull(),
    itemTitle: text('item_title'),
    itemTitleFr: text('item_title_fr'),
    seller: jsonb('seller').$type<SellerDetails>().notNull(),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('receipts_kind_number_idx').on(t.kind, t.number),
    uniqueIndex('receipts_payment_receipt_idx')
      .on(t.paymentId)
      .where(sql`kind = 'receipt'`),
    index('receipts_user_idx').on(t.userId),
  ],
);

export const learningKinds = ['article_read', 'check_passed', 'lab_step'] as const;

/**
 * What a learner did in the site's articles and labs: an article read to its end, a knowledge check passed, a lab
 * step's command typed and accepted. One row per learner, kind and item (`<lab>/<step>` for a lab step); the first
 * time is kept. Course progress is computed from these (spec decision 81).
 */
export const learningProgress = pgTable(
  'learning_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: learningKinds }).notNull(),
    itemKey: text('item_key').notNull(),
    completedAt: at('completed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemKey] })],
);
