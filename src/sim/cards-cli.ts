// npm run cards -- --coverage [--json]
// Per card set: the number of card types, how many are scripted (every trigger keyword answered,
// the card lint's rule) and the ids still missing.
import { CARD_TYPES } from '../cards';
import { scriptOf } from '../cards/scripts';
import { ArgError, readArgs } from './args';
import { coverage, formatCoverage } from './card-coverage';

function main() {
  let args;
  try {
    args = readArgs(process.argv.slice(2), { coverage: 'flag', json: 'flag' });
    if (!args.coverage) throw new ArgError('say what to report: --coverage (with --json for machine-readable output)');
  } catch (e) {
    if (e instanceof ArgError) { console.error(`cards: ${e.message}`); process.exit(2); }
    throw e;
  }
  const rows = coverage(CARD_TYPES.values(), scriptOf);
  console.log(args.json ? JSON.stringify({ sets: rows }) : formatCoverage(rows));
}

main();
