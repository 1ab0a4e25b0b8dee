// The question bank as files: content/questions/<area>/<id>.yaml (one question each) and content/tests/<slug>.yaml
// (a test's metadata and the ordered ids of its questions). The formats are JSON Schemas in content/schema/ and
// are described in docs/question-bank.md. Reading is synchronous: the seed, the content check, the assembly and
// the browser suites all read the same files the same way.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export interface Bilingual {
  en: string;
  fr: string;
}

export interface QuestionRecord {
  id: string;
  domain: string;
  type: 'single' | 'multiple' | 'matching' | 'ordering';
  difficulty: 'easy' | 'medium' | 'hard';
  scope?: string;
  en: { stem: string; explanation: string };
  fr: { stem: string; explanation: string };
  choices?: (Bilingual & { correct: boolean })[];
  pairs?: { item: Bilingual; target: Bilingual }[];
  extra_targets?: Bilingual[];
  steps?: Bilingual[];
  references: { title: string; title_fr?: string; url: string }[];
}

export interface TestRecord {
  slug: string;
  kind: 'free' | 'topic' | 'mock';
  /** topic tests: the domains whose unassigned questions the assembly adds. */
  areas?: string[];
  en: { title: string; description: string };
  fr: { title: string; description: string };
  minutes: number;
  passing_score: number;
  free: boolean;
  price: number;
  questions: string[];
}

/** The folder of each domain under content/questions (scripts/content/import-drafts.mjs has the same map). */
export const AREA_FOLDERS: Record<string, string> = {
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

const isBank = (dir: string) => existsSync(join(dir, 'questions')) && existsSync(join(dir, 'tests'));

/**
 * The content folder: CONTENT_DIR when set, else the first `content/` with questions/ and tests/ found walking
 * up from this module — apps/api/dist/content in the compiled server (the api build copies it there), the
 * repository's own content/ when running from source (tsx, vitest).
 */
export function contentDir(from: string = fileURLToPath(import.meta.url)): string {
  const configured = process.env.CONTENT_DIR;
  if (configured) return configured;
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    if (isBank(join(dir, 'content'))) return join(dir, 'content');
    if (dirname(dir) === dir) throw new Error(`no content/questions and content/tests above ${from}`);
  }
}

export interface LoadedFile<T> {
  /** Path relative to the content folder, for messages. */
  file: string;
  record: T;
}

export interface Bank {
  dir: string;
  questions: LoadedFile<QuestionRecord>[];
  tests: LoadedFile<TestRecord>[];
  /** Files that are not YAML at all. */
  unreadable: { file: string; message: string }[];
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFiles(path);
      return name.endsWith('.yaml') ? [path] : [];
    });
}

/** Every question and test file of the bank, parsed but not validated (the content check does that). */
export function readBank(dir: string = contentDir()): Bank {
  const bank: Bank = { dir, questions: [], tests: [], unreadable: [] };
  const read = <T>(path: string, into: LoadedFile<T>[]) => {
    const file = relative(dir, path);
    try {
      into.push({ file, record: YAML.parse(readFileSync(path, 'utf8')) as T });
    } catch (error) {
      bank.unreadable.push({ file, message: (error as Error).message.split('\n')[0] ?? 'not YAML' });
    }
  };
  for (const path of yamlFiles(join(dir, 'questions'))) read(path, bank.questions);
  for (const path of yamlFiles(join(dir, 'tests'))) read(path, bank.tests);
  return bank;
}
