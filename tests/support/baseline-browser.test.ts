import { describe, expect, it } from 'vitest';
import { baselineBrowserNote } from './baseline-browser';

describe('baselineBrowserNote', () => {
  it('says nothing when the running Chromium made the baselines', () => {
    expect(baselineBrowserNote('156.0.8078.79', { chromium: '156.0.8078.79' })).toBe('');
  });

  it('names both versions when they differ', () => {
    expect(baselineBrowserNote('157.0.1.2', { chromium: '156.0.8078.79' })).toBe(
      ' [baselines made with Chromium 156.0.8078.79; this run: Chromium 157.0.1.2]',
    );
  });

  it('says when no version was recorded', () => {
    expect(baselineBrowserNote('157.0.1.2', undefined)).toMatch(/no record .* this run: 157\.0\.1\.2/);
  });
});
