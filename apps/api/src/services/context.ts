import type { Mode, SessionLimits } from '../config';
import type { Db } from '../db/client';
import type { SellerDetails } from '../db/schema';
import type { Clock } from './clock';
import type { IdentityProviders } from './identity-providers';
import type { Mailer } from './mail';
import type { ScryptCost } from './passwords';
import type { PaymentProvider } from './payments/provider';
import type { RateLimiter } from './rate-limit';

/** Everything a service needs from the outside world; tests swap each part. */
export interface AppContext {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Printed on receipts. */
  seller: SellerDetails;
  /** The site's public origin (SITE_URL), for links in mails; unset, mails name the page instead. */
  siteUrl?: string;
  limiter: RateLimiter;
  passwordCost: ScryptCost;
  /** The identity providers configured for sign-in (spec decision 69). */
  identity: IdentityProviders;
  /** Demo mode has the outbox, the sandbox and the demo learner; production has none of them. */
  mode: Mode;
  sessions: SessionLimits;
  /** Secure on every cookie whatever the request's protocol (production's default). */
  secureCookies: boolean;
  /** Registrations allowed per client IP in 10 minutes (REGISTRATIONS_PER_IP). */
  registrationsPerIp: number;
  /**
   * Test-only (TEST_FIXED_ORDER, refused in production): whether attempts of the test with this slug keep the
   * seed's order of questions and options instead of a per-attempt shuffle. Always false in the product.
   */
  fixedOrder: (slug: string) => boolean;
}
