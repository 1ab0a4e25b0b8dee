import { describe, expect, it } from 'vitest';
import {
  CODE_TTL_MS,
  MAX_CODE_TRIES,
  checkCode,
  codeMatches,
  generateCode,
  hashCode,
} from '../../src/services/codes';

const now = new Date('2026-11-21T10:00:00Z');

describe('verification codes', () => {
  it('are six digits and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('are stored as salted digests', () => {
    const stored = hashCode('123456');
    expect(stored).not.toContain('123456');
    expect(hashCode('123456')).not.toBe(stored);
    expect(codeMatches('123456', stored)).toBe(true);
    expect(codeMatches('123457', stored)).toBe(false);
    expect(codeMatches('123456', 'garbage')).toBe(false);
  });

  it('are single use, expire after 10 minutes and allow 5 tries', () => {
    const stored = {
      codeHash: hashCode('123456'),
      attempts: 0,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      consumedAt: null,
    };
    expect(checkCode(stored, '123456', now)).toBe('ok');
    expect(checkCode(stored, '000000', now)).toBe('wrong');
    expect(checkCode({ ...stored, consumedAt: now }, '123456', now)).toBe('used');
    expect(checkCode(stored, '123456', stored.expiresAt)).toBe('expired');
    expect(checkCode({ ...stored, attempts: MAX_CODE_TRIES - 1 }, '123456', now)).toBe('ok');
    expect(checkCode({ ...stored, attempts: MAX_CODE_TRIES }, '123456', now)).toBe('exhausted');
  });
});
