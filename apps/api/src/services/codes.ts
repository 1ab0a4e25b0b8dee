import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MINUTE } from './clock';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * MINUTE;
export const MAX_CODE_TRIES = 5;

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

function digest(salt: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`).digest();
}

/** Salted digest; the try limit, not the hash, is what protects a 6-digit space. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${digest(salt, code).toString('base64url')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(salt, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface StoredCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'used';

/** Judges one try. Every try counts, including the right code once the tries are spent. */
export function checkCode(stored: StoredCode, code: string, now: Date): CodeCheck {
  if (stored.consumedAt) return 'used';
  if (stored.attempts >= MAX_CODE_TRIES) return 'exhausted';
  if (now.getTime() >= stored.expiresAt.getTime()) return 'expired';
  return codeMatches(code, stored.codeHash) ? 'ok' : 'wrong';
}
