import { describe, expect, it } from 'vitest';
import { HashGate } from '../../src/services/passwords';

describe('HashGate', () => {
  it('medium: registration flood — never runs more hashes than its concurrency, refuses past its queue', async () => {
    const gate = new HashGate(2, 3);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        releases.push(() => {
          running--;
          resolve();
        });
      });
    const accepted = Array.from({ length: 5 }, () => gate.run(work));
    await expect(gate.run(work)).rejects.toMatchObject({ status: 503 });
    while (releases.length || running) {
      await new Promise((done) => setTimeout(done, 1));
      releases.shift()?.();
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });
});
