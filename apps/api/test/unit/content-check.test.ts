// The content check (`npm run content:check`) on the real bank, and on copies of it with one planted fault each:
// every fault fails the check with a message naming the file and the rule.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { checkBank, kafkaTerms, keyIsLongest } from '../../src/bank/check';
import { contentDir, type QuestionRecord, type TestRecord } from '../../src/bank/records';

const real = contentDir();
const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the bank to plant a fault in. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bank-'));
  cpSync(real, dir, { recursive: true });
  copies.push(dir);
  return dir;
}
const read = <T>(dir: string, file: string) => YAML.parse(readFileSync(join(dir, file), 'utf8')) as T;
const write = (dir: string, file: string, value: unknown) =>
  writeFileSync(join(dir, file), YAML.stringify(value));
const SINGLE = 'questions/producer/producer-acks-all-under-min-isr.yaml';

describe('the content check', () => {
  const result = checkBank(real);

  it('passes on the shipped bank and prints its counts', () => {
    expect(result.errors).toEqual([]);
    expect(result.report).toMatch(/Counts by area and type \(\d+ questions\)/);
    expect(result.report).toMatch(/Key strictly the longest choice: \d+ of \d+ single-answer items/);
  });

  it('fails on a planted near-duplicate, naming the pair and the measure', () => {
    const dir = copy();
    const original = read<QuestionRecord>(dir, SINGLE);
    const duplicate = {
      ...original,
      id: 'producer-acks-all-isr-of-one',
      en: { ...original.en, stem: original.en.stem.replace('What happens when', 'What is the outcome when') },
    };
    write(dir, 'questions/producer/producer-acks-all-isr-of-one.yaml', duplicate);
    const free = read<TestRecord>(dir, 'tests/brokers-monitoring.yaml');
    write(dir, 'tests/brokers-monitoring.yaml', { ...free, questions: [...free.questions, duplicate.id] });
    expect(checkBank(dir).errors).toEqual([
      expect.stringMatching(
        /^near-duplicate stems: producer-acks-all-isr-of-one ~ producer-acks-all-under-min-isr \(similarity 0\.\d\d ≥ 0\.4\): remove one, or list the pair in near-duplicates\.yaml/,
      ),
    ]);
  });

  it('fails on a planted second key of a single-answer item', () => {
    const dir = copy();
    const record = read<QuestionRecord>(dir, SINGLE);
    record.choices!.forEach((choice, i) => (choice.correct = choice.correct || i === 0));
    write(dir, SINGLE, record);
    expect(checkBank(dir).errors).toEqual([
      `${SINGLE}: a single-answer item needs exactly one key, it has 2`,
    ]);
  });

  it('fails on a planted missing or untranslated French', () => {
    const dir = copy();
    const record = read<QuestionRecord>(dir, SINGLE);
    record.fr.explanation = record.en.explanation;
    delete (record.choices![1] as { fr?: string }).fr;
    write(dir, SINGLE, record);
    expect(checkBank(dir).errors).toEqual([`${SINGLE}: schema: /choices/1 must have required property 'fr'`]);
    record.choices![1]!.fr = 'La réponse du leader';
    record.fr.stem = record.fr.stem.replace('min.insync.replicas=2', 'le nombre minimal de réplicas à 2');
    write(dir, SINGLE, record);
    expect(checkBank(dir).errors).toEqual([
      `${SINGLE}: stem: Kafka names lost in the French: min.insync.replicas`,
      `${SINGLE}: explanation: French is the English text`,
    ]);
  });

  it('fails on "(Choose N.)" not matching the keys, a duplicate id and a question in two tests', () => {
    const dir = copy();
    const file = 'questions/producer/producer-default-acks-idempotence.yaml';
    const multiple = read<QuestionRecord>(dir, file);
    multiple.en.stem = multiple.en.stem.replace('(Choose two.)', '(Choose three.)');
    write(dir, file, multiple);
    write(dir, 'questions/consumer/producer-default-acks-idempotence.yaml', read(dir, file));
    const mock = read<TestRecord>(dir, 'tests/ccdak-full-mock-2.yaml');
    const free = read<TestRecord>(dir, 'tests/kafka-fundamentals.yaml');
    write(dir, 'tests/ccdak-full-mock-2.yaml', {
      ...mock,
      questions: [...mock.questions.slice(1), free.questions[0]],
    });
    expect(checkBank(dir).errors).toEqual([
      'questions/consumer/producer-default-acks-idempotence.yaml: a Producer question belongs in questions/producer/',
      'questions/consumer/producer-default-acks-idempotence.yaml: the English stem must end "(Choose two.)" for its 2 keys',
      `${file}: duplicate id producer-default-acks-idempotence`,
      `tests/kafka-fundamentals.yaml: ${free.questions[0]} is already in ccdak-full-mock-2; a question belongs to one test`,
      `${mock.questions[0]}: in no test (run npm run content:assemble)`,
    ]);
  });

  it('names Kafka terms and the longest key the way the rules say', () => {
    expect(
      kafkaTerms(
        'Set max.poll.interval.ms, run kafka-topics.sh --describe and call KafkaConsumer.commitSync(); 512 MiB',
      ),
    ).toEqual(['max.poll.interval.ms', 'kafka-topics.sh', '--describe', 'KafkaConsumer', 'commitSync']);
    const choices = (key: string) => [
      { en: 'short', fr: 'court', correct: false },
      { en: key, fr: key, correct: true },
    ];
    expect(keyIsLongest({ type: 'single', choices: choices('longer key') } as QuestionRecord)).toBe(true);
    expect(keyIsLongest({ type: 'single', choices: choices('tiny!') } as QuestionRecord)).toBe(false);
  });
});
