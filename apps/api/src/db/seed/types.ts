// The shape of the practice-test content the server seeds. Question text is English, as on the real exam.

/** The six exam domains; a test's topics are the domains of its questions. */
export const DOMAINS = ['Producer', 'Consumer', 'Broker', 'Kafka Streams', 'Kafka Connect', 'KSQL'] as const;
export type Domain = (typeof DOMAINS)[number];

export interface SeedChoice {
  text: string;
  correct: boolean;
}

export interface SeedQuestion {
  domain: Domain;
  text: string;
  /** 2 to 6 choices, in display order; a multi-answer question has more than one correct choice. */
  choices: SeedChoice[];
  /** Why the correct choices are right and the tempting wrong ones are wrong. */
  explanation: string;
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
  questions: SeedQuestion[];
}
