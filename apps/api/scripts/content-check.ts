// `npm run content:check [-- <content dir>]`: checks the question bank (content/ by default, or CONTENT_DIR) and
// prints its counts; exits 1 on any error.   --report   print only the counts (markdown, for docs/question-bank.md)
import { checkBank } from '../src/bank/check';

const { errors, warnings, report } = checkBank(
  process.argv.find((a) => !a.startsWith('-') && a !== process.argv[0] && a !== process.argv[1]),
);
if (process.argv.includes('--report')) {
  console.log(report);
} else {
  console.log(report);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const error of errors) console.error(`error: ${error}`);
  console.log(
    errors.length
      ? `\ncontent check: ${errors.length} errors`
      : `\ncontent check: the bank passes (${warnings.length} warnings)`,
  );
}
process.exitCode = errors.length ? 1 : 0;
