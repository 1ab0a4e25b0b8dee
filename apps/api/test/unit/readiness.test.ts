// The readiness method of docs/readiness.md on fixed numbers, worked out by hand there.
import { describe, expect, it } from 'vitest';
import {
  accuracy,
  domainWindows,
  estimateReadiness,
  MINIMUM_ANSWERS,
  studyStreak,
  weakestDomains,
  type Answer,
} from '../../src/services/readiness';

const answers = (domain: string, right: number, wrong: number): Answer[] => [
  ...Array.from({ length: right }, () => ({ domain, correct: true })),
  ...Array.from({ length: wrong }, () => ({ domain, correct: false })),
];

describe('domain windows', () => {
  it('keeps the latest 20 answers of each pool domain, in the contract order, and ignores other domains', () => {
    const pool = new Map([
      ['Consumer', 4],
      ['Producer', 6],
    ]);
    // Newest first: 20 right Producer answers hide the 5 older wrong ones.
    const given = [...answers('Producer', 20, 0), ...answers('Producer', 0, 5), ...answers('Broker', 1, 0)];
    expect(domainWindows(pool, given)).toEqual([
      { domain: 'Producer', poolSize: 6, answered: 20, correct: 20 },
      { domain: 'Consumer', poolSize: 4, answered: 0, correct: 0 },
    ]);
    expect(domainWindows(pool, given, 22)[0]).toMatchObject({ answered: 22, correct: 20 });
  });

  it('rounds accuracy to a whole percent and has none without answers', () => {
    expect(accuracy({ answered: 3, correct: 2 })).toBe(67);
    expect(accuracy({ answered: 0, correct: 0 })).toBeNull();
  });
});

describe('readiness estimate', () => {
  it('says not enough data below the threshold, and estimates from exactly the threshold', () => {
    const short = [{ domain: 'Producer', poolSize: 10, answered: MINIMUM_ANSWERS - 1, correct: 10 }];
    expect(estimateReadiness(short)).toEqual({ status: 'not_enough_data', answersUsed: 19 });
    const enough = [{ domain: 'Producer', poolSize: 10, answered: MINIMUM_ANSWERS, correct: 10 }];
    expect(estimateReadiness(enough).status).toBe('estimated');
  });

  it('weights domains by their share of the pool: two even domains at 80% and 50% give 65% (52–78)', () => {
    const windows = [
      { domain: 'Producer', poolSize: 50, answered: 10, correct: 8 },
      { domain: 'Consumer', poolSize: 50, answered: 10, correct: 5 },
    ];
    expect(estimateReadiness(windows)).toEqual({
      status: 'estimated',
      answersUsed: 20,
      estimate: 65,
      low: 52,
      high: 78,
    });
  });

  it('gives an unanswered domain the overall accuracy and widens the range', () => {
    const windows = [
      { domain: 'Producer', poolSize: 30, answered: 12, correct: 3 },
      { domain: 'Consumer', poolSize: 20, answered: 8, correct: 8 },
      { domain: 'Broker', poolSize: 10, answered: 0, correct: 0 },
    ];
    expect(estimateReadiness(windows)).toEqual({
      status: 'estimated',
      answersUsed: 20,
      estimate: 54,
      low: 42,
      high: 66,
    });
  });

  it('stays within 0–100 at the extremes', () => {
    const all = estimateReadiness([{ domain: 'KSQL', poolSize: 5, answered: 20, correct: 20 }]);
    expect(all).toMatchObject({ estimate: 100, low: 100, high: 100 });
    const none = estimateReadiness([{ domain: 'KSQL', poolSize: 5, answered: 20, correct: 0 }]);
    expect(none).toMatchObject({ estimate: 0, low: 0, high: 0 });
  });
});

describe('weakest domains', () => {
  it('lists up to three answered domains, lowest accuracy first, more answers first on a tie', () => {
    const w = (domain: string, answered: number, correct: number) => ({
      domain,
      poolSize: 1,
      answered,
      correct,
    });
    const windows = [
      w('Producer', 4, 4),
      w('Consumer', 2, 1),
      w('Broker', 10, 5),
      w('Kafka Streams', 0, 0),
      w('KSQL', 5, 1),
    ];
    expect(weakestDomains(windows).map((d) => d.domain)).toEqual(['KSQL', 'Broker', 'Consumer']);
    expect(weakestDomains([w('Producer', 0, 0)])).toEqual([]);
  });
});

describe('study streak (UTC days)', () => {
  const at = (iso: string) => new Date(iso);
  it('counts consecutive UTC days ending today or yesterday, and the longest run', () => {
    const activity = [
      '2026-11-01T10:00Z',
      '2026-11-02T23:59Z',
      '2026-11-03T00:01Z',
      '2026-11-05T08:00Z',
      '2026-11-06T08:00Z',
    ].map(at);
    expect(studyStreak(activity, at('2026-11-06T20:00Z'))).toEqual({
      currentDays: 2,
      longestDays: 3,
      studiedToday: true,
      lastStudyDay: '2026-11-06',
    });
    expect(studyStreak(activity, at('2026-11-07T23:00Z'))).toMatchObject({
      currentDays: 2,
      studiedToday: false,
    });
    expect(studyStreak(activity, at('2026-11-08T00:00Z'))).toMatchObject({ currentDays: 0, longestDays: 3 });
  });

  it('is empty without activity', () => {
    expect(studyStreak([], new Date())).toEqual({
      currentDays: 0,
      longestDays: 0,
      studiedToday: false,
      lastStudyDay: null,
    });
  });
});
