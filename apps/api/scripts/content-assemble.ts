// `npm run content:assemble`: (re)builds content/tests/*.yaml from the bank (src/bank/assemble.ts says how).
// Metadata in the test files is kept as written; question lists are kept and topped up; the notes say what moved.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { assemble } from '../src/bank/assemble';
import { readBlueprint } from '../src/bank/blueprint';
import { readBank, type TestRecord } from '../src/bank/records';

const bank = readBank();
if (bank.unreadable.length) {
  for (const { file, message } of bank.unreadable) console.error(`${file}: ${message}`);
  process.exit(1);
}
const { tests, notes } = assemble(
  bank.questions.map((q) => q.record),
  bank.tests.map((t) => t.record),
  readBlueprint(bank.dir),
);
const HEADER =
  '# Written by `npm run content:assemble` (docs/question-bank.md): edit the metadata freely; the question list is\n' +
  '# kept and only topped up when the assembly is rerun.\n';
const KEYS: (keyof TestRecord)[] = [
  'slug',
  'kind',
  'areas',
  'en',
  'fr',
  'minutes',
  'passing_score',
  'free',
  'price',
];
for (const test of tests) {
  const ordered = Object.fromEntries(KEYS.filter((k) => test[k] !== undefined).map((k) => [k, test[k]]));
  const text = YAML.stringify({ ...ordered, questions: test.questions }, { lineWidth: 118 });
  writeFileSync(join(bank.dir, 'tests', `${test.slug}.yaml`), HEADER + text);
}
for (const note of notes) console.log(`note: ${note}`);
console.log(
  tests.map((t) => `${t.slug}: ${t.questions.length} questions, ${t.minutes} min`).join('\n') +
    `\n${tests.reduce((n, t) => n + t.questions.length, 0)} of ${bank.questions.length} questions in a test`,
);
