// The lines of a step's output that name what failed, for the summary of `npm test`.

const MARKERS = [
  /^\s*✘/, // playwright list reporter: a failed test
  /^\s*\d+\) \[/, // playwright: the header of a failure's detail
  /^\s*(FAIL|×|✗)\s/, // vitest and our own scripts
  /^\s*\d+ (failed|flaky)$/, // playwright's closing counts
  /^\s*(Test Files|Tests)\s+.*failed/, // vitest's closing counts
  /^\s*([A-Z]\w*)?Error: /,
  // vitest's unhandled errors fail the run with every test passed: which file and test were running, and the count.
  /^\s*Vitest caught \d+ /,
  /^\s*This error originated in /,
  /^\s*The latest test that might've caused the error is /,
  /^\s*Errors\s+\d+ errors?/,
  // Which locator a timed-out action or assertion waited for, and the spec line it stopped at: without them a
  // timeout in a long journey names no step (the run's traces go with its clone).
  /^\s*- waiting for /,
  /^\s*> \d+ \|/,
  /^\s*(Expected|Received)( string| pattern| value)?: /,
  // The elements a strict-mode violation found: which page was on screen.
  /^\s*\d+\) <[a-z]/,
];
const MOST = 30;
// Colour codes, should a tool print them whatever FORCE_COLOR says.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The failure lines of a step's output, each once, in order, at most 30 (the rest counted).
 * @param {string} printed
 * @returns {string[]}
 */
export function failureLines(printed) {
  const seen = new Set();
  for (const raw of printed.split(/\r?\n/)) {
    const line = raw.replace(COLOUR, '').trimEnd();
    if (line && MARKERS.some((marker) => marker.test(line))) seen.add(line.trim().slice(0, 200));
  }
  const lines = [...seen];
  return lines.length > MOST ? [...lines.slice(0, MOST), `… and ${lines.length - MOST} more`] : lines;
}
