// The shape of the practice-test content the server seeds. English is the reference text, as on the real exam;
// the French sits beside it (`fr`), question by question in the same order, and falls back to English per field.

/** The ten exam domains, in the contract's order (DomainName); a test's topics are the domains of its questions. */
export const DOMAINS = [
  'Producer',
  'Consumer',
  'Broker',
  'Kafka Streams',
  'Kafka Connect',
  'ksqlDB',
  'Schema Registry',
  'Security',
  'Testing',
  'Monitoring',
] as const;
export type Domain = (typeof DOMAINS)[number];

export interface SeedChoice {
  text: string;
  correct: boolean;
}

/** Further reading under an explanation: a Kafka documentation anchor or a KIP page. */
export interface SeedReference {
  title: string;
  url: string;
}

/** The exam's item types: choose one, choose N, match items to targets, put steps in order. */
export const QUESTION_TYPES = ['single', 'multiple', 'matching', 'ordering'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A matching item and the one target it belongs to. */
export interface SeedPair {
  item: string;
  target: string;
}

export interface SeedQuestion {
  /** Stable bank id (content/questions/<area>/<id>.yaml); every version of a question keeps it. */
  id?: string;
  /** Missing: `single` or `multiple` by the number of correct choices. */
  type?: QuestionType;
  difficulty?: Difficulty;
  /** The Kafka version or protocol the item assumes where behaviour changed ("3.7+", "classic group protocol"). */
  scope?: string;
  domain: Domain;
  text: string;
  /**
   * single / multiple: 2 to 6 choices, in display order; a multi-answer question has more than one correct.
   * Empty for matching and ordering.
   */
  choices: SeedChoice[];
  /** matching: 3 to 6 items, each with its target. */
  pairs?: SeedPair[];
  /** matching: targets that belong to no item. */
  extraTargets?: string[];
  /** ordering: 3 to 6 steps, in the correct order. */
  steps?: string[];
  /** Why the correct choices are right and the tempting wrong ones are wrong. */
  explanation: string;
  /** Links shown under the explanation in the review; only pages known to exist. */
  references?: SeedReference[];
}

/** The French of one question: same order of choices as the English, one string per choice. */
export interface SeedQuestionFr {
  text: string;
  choices: string[];
  /** matching, ordering: the French of `pairs`, `extraTargets` and `steps`, in the same order. */
  pairs?: SeedPair[];
  extraTargets?: string[];
  steps?: string[];
  explanation: string;
  /** French titles of the references, in the English order; a missing one shows the English title. */
  references?: string[];
}

/** The French of a test: its title, description and every question, in the English order. */
export interface SeedTestFr {
  title: string;
  description: string;
  questions: SeedQuestionFr[];
}

export interface SeedTest {
  /** Stable key: seeding is idempotent by slug. */
  slug: string;
  title: string;
  description: string;
  /** Seconds. */
  timeLimit: number;
  /** Percent needed to pass. */
  passingScore: number;
  isFree: boolean;
  /** Price in `currency`; 0 for a free test. */
  price: number;
  currency: 'USD';
  /** Every attempt gets its own order (tests that need determinism: TEST_FIXED_ORDER, a test-only setting). */
  questions: SeedQuestion[];
  /** The French translation; a missing field is served in English. */
  fr?: SeedTestFr;
}
