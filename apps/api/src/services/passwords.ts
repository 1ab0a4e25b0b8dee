import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { serviceUnavailable } from '../http/errors';

export const MIN_PASSWORD_LENGTH = 8;

export interface ScryptCost {
  /** log2 of scrypt's N. */
  logN: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. */
export const OWASP_SCRYPT: ScryptCost = { logN: 17, r: 8, p: 1 };

const KEY_LENGTH = 32;

/**
 * At most `concurrency` hashes run at once (each takes a libuv thread and 128 MiB for ~1 s), and at most
 * `queue` wait: past that the request answers 503 at once, so a flood of sign-ups or logins can neither take
 * every thread (file and DNS work share them) nor pile up unbounded memory and latency for everyone.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    public concurrency: number,
    public queue: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue)
        throw serviceUnavailable('The server is busy; please try again in a few seconds.', 'SERVER_BUSY', 5);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export const hashGate = new HashGate(2, 64);

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // Node's default maxmem (32 MiB) is below the 128 MiB that N=2^17, r=8 needs.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return hashGate.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** Self-describing hash (`scrypt$logN$r$p$salt$key`), so a cost change keeps old hashes verifiable. */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, logN, r, p, salt, key] = stored.split('$');
  if (algorithm !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function isPasswordAcceptable(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}
