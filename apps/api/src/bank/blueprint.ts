// content/blueprint.yaml: how many questions of each area a full mock holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';

export interface Blueprint {
  mock_size: number;
  mock_minutes: number;
  per_mock: Record<string, number>;
}

export function readBlueprint(dir: string): Blueprint {
  const blueprint = YAML.parse(readFileSync(join(dir, 'blueprint.yaml'), 'utf8')) as Blueprint;
  const total = Object.values(blueprint.per_mock).reduce((sum, n) => sum + n, 0);
  if (total !== blueprint.mock_size)
    throw new Error(`blueprint.yaml: per_mock adds up to ${total}, not mock_size ${blueprint.mock_size}`);
  return blueprint;
}
