import { describe, expect, it } from 'vitest';
import { failureLines } from './test-failures.mjs';

describe('failureLines', () => {
  it('names the failed journeys of a playwright run, each once', () => {
    const printed = [
      '  ✓  1 [e2e] › tests/e2e/auth.spec.ts:10:1 › signs in (2.1s)',
      '  ✘  2 [e2e] › tests/e2e/exam-attempt.spec.ts:13:1 › a whole attempt (30.0s)',
      '  1) [e2e] › tests/e2e/exam-attempt.spec.ts:13:1 › a whole attempt ─────',
      '    Error: expect(locator).toHaveText(expected) failed',
      '    Error: expect(locator).toHaveText(expected) failed',
      '  1 failed',
      '  77 passed (12.0m)',
    ].join('\n');
    expect(failureLines(printed)).toEqual([
      '✘  2 [e2e] › tests/e2e/exam-attempt.spec.ts:13:1 › a whole attempt (30.0s)',
      '1) [e2e] › tests/e2e/exam-attempt.spec.ts:13:1 › a whole attempt ─────',
      'Error: expect(locator).toHaveText(expected) failed',
      '1 failed',
    ]);
  });

  it('names the locator a timed-out step waited for and the spec line it stopped at', () => {
    const printed = [
      '  1) [e2e] › tests/e2e/purchase.spec.ts:141:1 › the PayPal button path ─────',
      '    Error: locator.click: Test timeout of 60000ms exceeded.',
      '    Call log:',
      "      - waiting for getByRole('dialog').getByRole('button', { name: 'Purchase Now' })",
      '',
      '      163 |     .click();',
      "    > 164 |   await dialog.getByRole('button', { name: 'Purchase Now' }).click();",
      '          |                                                              ^',
      '    Expected string: "Failed to load PayPal"',
      '    Received string: ""',
    ].join('\n');
    expect(failureLines(printed)).toEqual([
      '1) [e2e] › tests/e2e/purchase.spec.ts:141:1 › the PayPal button path ─────',
      'Error: locator.click: Test timeout of 60000ms exceeded.',
      "- waiting for getByRole('dialog').getByRole('button', { name: 'Purchase Now' })",
      "> 164 |   await dialog.getByRole('button', { name: 'Purchase Now' }).click();",
      'Expected string: "Failed to load PayPal"',
      'Received string: ""',
    ]);
  });

  it('names the elements a strict-mode violation found', () => {
    const printed = [
      "    Error: strict mode violation: getByRole('button', { name: 'Start Test' }) resolved to 2 elements:",
      '        1) <button type="button" class="rt-Button">Start Test</button> aka getByRole(\'button\').first()',
      '        2) <button type="button" class="rt-Button">Start Test</button> aka getByRole(\'button\').nth(1)',
      '',
      '      41 |   await expect(page).toHaveURL(/x/);',
    ].join('\n');
    expect(failureLines(printed)).toEqual([
      "Error: strict mode violation: getByRole('button', { name: 'Start Test' }) resolved to 2 elements:",
      '1) <button type="button" class="rt-Button">Start Test</button> aka getByRole(\'button\').first()',
      '2) <button type="button" class="rt-Button">Start Test</button> aka getByRole(\'button\').nth(1)',
    ]);
  });

  it('names vitest failures and keeps at most 30 lines', () => {
    const printed = Array.from({ length: 40 }, (_, i) => ` FAIL  apps/api/test/t${i}.test.ts > case`).join(
      '\n',
    );
    const lines = failureLines(`${printed}\n Test Files  40 failed | 2 passed (42)`);
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe('FAIL  apps/api/test/t0.test.ts > case');
    expect(lines[30]).toBe('… and 11 more');
  });

  it('names the file and test behind an unhandled error that fails a vitest run whose tests all passed', () => {
    const printed = [
      ' ✓  api  test/scale.test.ts (9 tests) 160000ms',
      '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
      '',
      'Vitest caught 1 unhandled error during the test run.',
      '⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯',
      'TypeError: fetch failed',
      ' ❯ node:internal/deps/undici/undici:13502:13',
      'This error originated in "test/scale.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself, but while it was running.',
      'The latest test that might\'ve caused the error is "kill -9 of one instance". It might mean one of the following:',
      '      Tests  1300 passed (1300)',
      '     Errors  1 error',
    ].join('\n');
    expect(failureLines(printed)).toEqual([
      'Vitest caught 1 unhandled error during the test run.',
      'TypeError: fetch failed',
      'This error originated in "test/scale.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself, but while it was running.',
      'The latest test that might\'ve caused the error is "kill -9 of one instance". It might mean one of the following:',
      'Errors  1 error',
    ]);
  });

  it('reads lines through colour codes', () => {
    expect(failureLines('\u001b[31m  ✘  3 [e2e] › a.spec.ts:1:1 › x\u001b[39m')).toEqual([
      '✘  3 [e2e] › a.spec.ts:1:1 › x',
    ]);
  });

  it('says nothing of a run that passed', () => {
    expect(failureLines(' ✓ 221 passed\n Test Files  221 passed (221)')).toEqual([]);
  });
});
