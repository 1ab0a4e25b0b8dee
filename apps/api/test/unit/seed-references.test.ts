// The seed's references: only Kafka documentation anchors and KIP pages, and French titles that line up.
import { describe, expect, it } from 'vitest';
import { loadSeedTests } from '../../src/db/seed/load';

const tests = await loadSeedTests(() => undefined);
const ALLOWED = [
  /^https:\/\/kafka\.apache\.org\/documentation\/#[\w.-]+$/,
  /^https:\/\/cwiki\.apache\.org\/confluence\/display\/KAFKA\/KIP-\d+(%3A|\+-)\+[\w%+.-]+$/,
];

describe('seed references', () => {
  it('exist, point only at the Kafka documentation or KIP pages, and have at most one French title each', () => {
    const all = tests.flatMap((test) =>
      test.questions.map((question, index) => ({ test, question, fr: test.fr?.questions[index] })),
    );
    const withReferences = all.filter(({ question }) => question.references?.length);
    expect(withReferences.length).toBeGreaterThan(0);
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
