// Starts pglite-worker.ts where the server runs from its TypeScript sources (tsx, Vitest): a worker thread does
// not inherit the parent's loader, so it registers tsx before importing the entry. The built server starts
// dist/pglite-worker.js directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
