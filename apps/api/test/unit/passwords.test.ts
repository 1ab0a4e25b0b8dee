import { describe, expect, it } from 'vitest';
import {
  OWASP_SCRYPT,
  hashPassword,
  isPasswordAcceptable,
  verifyPassword,
} from '../../src/services/passwords';

const cheap = { logN: 10, r: 8, p: 1 };

describe('passwords', () => {
  it("defaults to OWASP's scrypt parameters", () => {
    expect(OWASP_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
  });

  it('hashes with a fresh salt and verifies', async () => {
    const hash = await hashPassword('correct-horse', cheap);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('correct-horse', cheap)).not.toBe(hash);
    expect(await verifyPassword('correct-horse', hash)).toBe(true);
    expect(await verifyPassword('correct-horsE', hash)).toBe(false);
    expect(await verifyPassword('correct-horse', 'bcrypt$whatever')).toBe(false);
  });

  it('verifies a hash made at the OWASP cost (raised maxmem)', async () => {
    const hash = await hashPassword('correct-horse');
    expect(hash.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(await verifyPassword('correct-horse', hash)).toBe(true);
  }, 30_000);

  it('accepts 8 characters and more', () => {
    expect(isPasswordAcceptable('1234567')).toBe(false);
    expect(isPasswordAcceptable('12345678')).toBe(true);
  });
});
