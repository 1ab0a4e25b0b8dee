// The seed's references: every question has one, each a primary source (the content check's list), and French
// titles that line up.
import { describe, expect, it } from 'vitest';
import { REFERENCE_SOURCES } from '../../src/bank/check';
import { loadSeedTests } from '../../src/db/seed/load';

const tests = await loadSeedTests(() => undefined);
const ALLOWED = REFERENCE_SOURCES;

describe('seed references', () => {
  it('exist for every question, point only at primary sources, and have at most one French title each', () => {
    const all = tests.flatMap((test) =>
      test.questions.map((question, index) => ({ test, question, fr: test.fr?.questions[index] })),
    );
    const withReferences = all.filter(({ question }) => question.references?.length);
    expect(withReferences.length).toBe(all.length);
    for (const { question, fr } of withReferences) {
      for (const reference of question.references ?? []) {
        expect(reference.title.trim()).not.toBe('');
        expect(
          ALLOWED.some((pattern) => pattern.test(reference.url)),
          reference.url,
        ).toBe(true);
      }
      expect((fr?.references ?? []).length).toBeLessThanOrEqual(question.references?.length ?? 0);
    }
  });
});
