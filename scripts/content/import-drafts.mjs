// Copies question drafts into the bank: every `<id>.yaml` question record under the draft folders (default
// /work/bank-drafts/{existing,w1,…,w9}; `_src/` folders, `membership.yaml` and non-question files ignored) goes to
// content/questions/<area>/<id>.yaml, the area named after the record's domain. Rerun it when more drafts
// arrive: a record is overwritten by its draft, a record whose domain changed moves, a draft listed in
// content/excluded-drafts.yaml is left out (and removed), nothing else is deleted. Then `npm run content:assemble`.
//   node scripts/content/import-drafts.mjs [draft-folder …]
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const questionsDir = join(root, 'content/questions');
/** The folder of each domain under content/questions (also in apps/api/src/bank/records.ts). */
const AREAS = {
  Producer: 'producer',
  Consumer: 'consumer',
  Broker: 'broker',
  'Kafka Streams': 'streams',
  'Kafka Connect': 'connect',
  ksqlDB: 'ksqldb',
  'Schema Registry': 'schema-registry',
  Security: 'security',
  Testing: 'testing',
  Monitoring: 'monitoring',
};

const draftsRoot = '/work/bank-drafts';
const sources = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['existing', ...Array.from({ length: 9 }, (_, i) => `w${i + 1}`)]
      .map((name) => join(draftsRoot, name))
      .filter((dir) => existsSync(dir));

const yamlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('_') ? [] : yamlFiles(path);
    return name.endsWith('.yaml') && name !== 'membership.yaml' ? [path] : [];
  });

const excludedFile = join(root, 'content/excluded-drafts.yaml');
const excluded = new Set(
  existsSync(excludedFile)
    ? (YAML.parse(readFileSync(excludedFile, 'utf8')) ?? []).map((entry) => entry.id)
    : [],
);
const existing = new Map(
  existsSync(questionsDir) ? yamlFiles(questionsDir).map((path) => [basename(path, '.yaml'), path]) : [],
);
const counts = { added: 0, updated: 0, unchanged: 0, moved: 0, skipped: 0, excluded: 0 };
const seen = new Map();
for (const file of sources.flatMap(yamlFiles)) {
  const text = readFileSync(file, 'utf8');
  let record;
  try {
    record = YAML.parse(text);
  } catch (error) {
    console.warn(`skipped ${file}: not YAML (${error.message.split('\n')[0]})`);
    counts.skipped++;
    continue;
  }
  const area = AREAS[record?.domain];
  if (!record?.id || basename(file, '.yaml') !== record.id || !area) {
    console.warn(`skipped ${file}: not a question record (id = file name, known domain)`);
    counts.skipped++;
    continue;
  }
  if (excluded.has(record.id)) {
    const old = existing.get(record.id);
    if (old) rmSync(old);
    existing.delete(record.id);
    counts.excluded++;
    continue;
  }
  if (seen.has(record.id)) console.warn(`${record.id}: in ${seen.get(record.id)} and ${file}; the last wins`);
  seen.set(record.id, file);
  const target = join(questionsDir, area, `${record.id}.yaml`);
  const before = existing.get(record.id);
  if (before && before !== target) {
    rmSync(before);
    counts.moved++;
  }
  mkdirSync(dirname(target), { recursive: true });
  if (existsSync(target) && readFileSync(target, 'utf8') === text) counts.unchanged++;
  else {
    counts[existsSync(target) ? 'updated' : 'added']++;
    writeFileSync(target, text);
  }
  existing.set(record.id, target);
}
const orphans = [...existing.entries()].filter(([id]) => !seen.has(id));
for (const [, path] of orphans) console.warn(`kept ${relative(root, path)}: no draft of it`);
console.log(
  `import: ${seen.size} drafts from ${sources.length} folders: ${counts.added} added, ${counts.updated} updated, ` +
    `${counts.unchanged} unchanged, ${counts.moved} moved, ${counts.skipped} skipped, ` +
    `${counts.excluded} excluded (content/excluded-drafts.yaml)`,
);
