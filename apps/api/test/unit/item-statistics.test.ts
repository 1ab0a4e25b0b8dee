import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_RULES,
  formatItemReport,
  itemStatistics,
  type ItemResponse,
  type LearnerReport,
} from '../../src/services/item-statistics';

/** Four attempts at three questions; per attempt, which were right. */
const grid: Record<number, [number, number, number]> = {
  1: [1, 1, 0],
  2: [1, 0, 0],
  3: [0, 1, 1],
  4: [0, 0, 1],
};
const responses: ItemResponse[] = Object.entries(grid).flatMap(([attempt, row]) =>
  row.map((right, i) => ({ attemptId: Number(attempt), questionId: 101 + i, correct: right === 1 })),
);
const byId = (stats: ReturnType<typeof itemStatistics>, id: number) =>
  stats.find((s) => s.questionId === id)!;

describe('itemStatistics', () => {
  it('gives the share correct and the item-rest correlation of each question', () => {
    const stats = itemStatistics(responses);
    // Question 101: item [1,1,0,0], rest of the attempt [1,0,2,1] → r = -1/√2.
    expect(byId(stats, 101)).toMatchObject({ answers: 4, shareCorrect: 0.5 });
    expect(byId(stats, 101).discrimination).toBeCloseTo(-Math.SQRT1_2, 10);
    // Question 102: the rest of every attempt is 1, so nothing to correlate with.
    expect(byId(stats, 102).discrimination).toBeNull();
    expect(byId(stats, 103).discrimination).toBeCloseTo(-Math.SQRT1_2, 10);
  });

  it('flags only after enough answers, and any reported question at once', () => {
    const reports = new Map([[102, 2]]);
    expect(itemStatistics(responses, reports).map((s) => s.flags)).toEqual([[], ['reported'], []]);
    const early = itemStatistics(responses, reports, { minAnswers: 4, minShareCorrect: 0.2 });
    expect(byId(early, 101).flags).toEqual(['negative discrimination']);
    expect(byId(early, 102).flags).toEqual(['reported']);
  });

  it('flags a question almost nobody gets right', () => {
    const hard: ItemResponse[] = Array.from({ length: 10 }, (_, i) => [
      { attemptId: i, questionId: 1, correct: i === 0 },
      { attemptId: i, questionId: 2, correct: i < 5 },
    ]).flat();
    const stats = itemStatistics(hard, new Map(), { minAnswers: 10, minShareCorrect: 0.2 });
    expect(byId(stats, 1)).toMatchObject({ shareCorrect: 0.1, flags: ['low share correct'] });
    expect(byId(stats, 2).flags).toEqual([]);
    // The one learner who got question 1 right also got question 2 right: r > 0.
    expect(byId(stats, 1).discrimination).toBeGreaterThan(0);
  });

  it('prints flagged questions first, with their version, and each learner report under its question', () => {
    const stats = itemStatistics(responses, new Map([[102, 2]]));
    const reports = new Map<number, LearnerReport[]>([
      [
        102,
        [
          {
            reason: 'unclear',
            comment: 'Which Kafka version?\n  Classic or new protocol?',
            lang: 'fr',
            updatedAt: '2026-11-27T09:12:00.000Z',
          },
          { reason: 'typo', comment: '', lang: 'en', updatedAt: '2026-11-28T10:00:00.000Z' },
        ],
      ],
    ]);
    const text = formatItemReport(
      stats,
      (id) => ({
        testSlug: 'ccdak-full-mock',
        bankKey: `q-${id}`,
        version: 2,
        active: id !== 103,
        domain: 'Producer',
        type: 'single',
      }),
      DEFAULT_REVIEW_RULES,
      (id) => reports.get(id) ?? [],
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      'Item statistics: 3 questions, 12 answers in submitted exams, 1 flagged for review',
    );
    expect(lines[5]).toMatch(
      /^reported\s+ccdak-full-mock\s+q-102 v2\s+Producer\s+single\s+4\s+0\.50\s+—\s+2$/,
    );
    // The author reads why: reason, language, day and the comment on one line, under the question's row.
    expect(lines.slice(6, 8)).toEqual([
      '    - unclear (fr, 2026-11-27): Which Kafka version? Classic or new protocol?',
      '    - typo (en, 2026-11-28), no comment',
    ]);
    expect(lines[8]).toMatch(/^ok\s+ccdak-full-mock\s+q-10[13] /);
    expect(text).toContain('q-103 v2 (retired)');
  });
});
