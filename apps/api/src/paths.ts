// Where the server finds the files it reads at run time. This module sits one folder below the api package
// both as source (src/paths.ts under tsx) and once compiled (everything bundled into dist/main.js).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = resolve(API_DIR, '../..');
export const CONTRACT_PATH = resolve(REPO_ROOT, 'openapi.yaml');
