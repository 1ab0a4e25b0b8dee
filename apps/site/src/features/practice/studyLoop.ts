// The study loop's rules (issue 28): which practice set each results action starts, the weakest domain, the
// domain names a link carries, and how a link to a test's page asks for a start.
import type { DomainName, ExamResultLike } from './types';
import type { PracticeSetSpec } from '../exam/engine';

/** The ten exam domains, in the contract's order (DomainName). */
export const ALL_DOMAINS: readonly DomainName[] = [
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
];

/** A domain key as the server sends it (`KAFKA_STREAMS`, `KSQLDB`) to its name, or null. */
export function domainNameOfKey(key: string | null | undefined): DomainName | null {
  if (!key) return null;
  const wanted = key.toUpperCase();
  return ALL_DOMAINS.find((name) => name.toUpperCase().replace(/ /g, '_') === wanted) ?? null;
}

/** Questions missed in the attempt: wrong or unanswered. */
export function missedCount(result: ExamResultLike): number {
  return result.questions.filter((q) => !q.correct).length;
}

/**
 * The domain to practise next: the lowest share of correct answers among the domains with a miss; a tie goes
 * to the domain with more questions, then to the contract's order. Null when nothing was missed.
 */
export function weakestDomain(result: ExamResultLike): string | null {
  const byDomain = new Map<string, { correct: number; total: number }>();
  for (const q of result.questions) {
    const d = byDomain.get(q.categoryName) ?? { correct: 0, total: 0 };
    byDomain.set(q.categoryName, { correct: d.correct + (q.correct ? 1 : 0), total: d.total + 1 });
  }
  const order = (name: string) => {
    const i = ALL_DOMAINS.indexOf(name as DomainName);
    return i === -1 ? ALL_DOMAINS.length : i;
  };
  const candidates = [...byDomain]
    .filter(([, s]) => s.correct < s.total)
    .sort(
      ([a, x], [b, y]) =>
        x.correct / x.total - y.correct / y.total || y.total - x.total || order(a) - order(b),
    );
  return candidates[0]?.[0] ?? null;
}

/** The most questions the server draws in one set. */
const MAX_SET = 200;
/** A weakest-domain drill: ten questions, from every test the learner can open. */
const DOMAIN_DRILL = 10;

/** "Practise what I missed": the questions wrong or blank in the latest attempt of this test. */
export function missedSet(result: ExamResultLike): PracticeSetSpec {
  return {
    domains: [],
    count: Math.min(MAX_SET, Math.max(1, missedCount(result))),
    source: 'missed',
    scope: 'test',
  };
}

/** "Practise my weakest domain": ten of its questions across every test the learner can open. */
export function domainSet(domain: string): PracticeSetSpec {
  return { domains: [domain], count: DOMAIN_DRILL, source: 'all', scope: 'all' };
}

/** What a link to a test's page asks it to start at once (router state; a reload does not repeat it). */
export type StartRequest = { practiceSet: PracticeSetSpec } | { retake: 'exam' | 'practice' };

export function isStartRequest(state: unknown): state is StartRequest {
  if (typeof state !== 'object' || state === null) return false;
  return 'practiceSet' in state || 'retake' in state;
}

/** The test page's query that opens the practice set form pre-filled for a domain (from Progress). */
export const PRACTISE_PARAM = 'practise';
