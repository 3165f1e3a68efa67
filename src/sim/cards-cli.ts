// npm run cards -- --coverage [--json]   |   npm run cards -- --lint
// --coverage: per card set, the number of card types, how many are scripted (every trigger keyword
// answered, the card lint's rule) and the ids still missing. --lint: the whole card lint (every script;
// every card with a VP rule has the bots' worth guess; the Generals and pillars sets hold their classes
// and the General → pillar pairing is one to one), its issues listed; exit 1 if any.
import { CARD_TYPES } from '../cards';
import { ALL_SCRIPTS, scriptOf } from '../cards/scripts';
import { VP_RULES, WORTH_HINTS } from '../cards/vp';
import { HANDLER_READS, handlers } from '../engine/classic/handlers';
import { ArgError, readArgs } from './args';
import { coverage, formatCoverage } from './card-coverage';
import { lintCards, lintCardSets, lintVpWorth } from './card-lint';
import { GENERALS, PILLARS } from '../cards/sets';
import { PILLAR_OF_GENERAL } from '../cards/pillars';

function lint(): number {
  const ctx = { cardIds: new Set(CARD_TYPES.keys()), handlers: Object.fromEntries(Object.keys(handlers).map((name) => [name, HANDLER_READS[name] ?? []])) };
  const issues = [
    ...lintCards(CARD_TYPES, ALL_SCRIPTS, ctx, ['base']),
    ...lintVpWorth(CARD_TYPES, Object.keys(VP_RULES).map(Number), new Set(Object.keys(WORTH_HINTS).map(Number))),
    ...lintCardSets(CARD_TYPES, { generals: GENERALS, pillars: PILLARS, pillarOfGeneral: PILLAR_OF_GENERAL }),
  ];
  for (const i of issues) console.log(`${i.id} ${i.at}: ${i.message}`);
  console.log(issues.length ? `card lint: ${issues.length} issue${issues.length > 1 ? 's' : ''}` : 'card lint: no issue');
  return issues.length ? 1 : 0;
}

function main() {
  let args;
  try {
    args = readArgs(process.argv.slice(2), { coverage: 'flag', json: 'flag', lint: 'flag' });
    if (!args.coverage && !args.lint) throw new ArgError('say what to report: --coverage (with --json for machine-readable output) or --lint');
  } catch (e) {
    if (e instanceof ArgError) { console.error(`cards: ${e.message}`); process.exit(2); }
    throw e;
  }
  if (args.lint) process.exit(lint());
  const rows = coverage(CARD_TYPES.values(), scriptOf);
  console.log(args.json ? JSON.stringify({ sets: rows }) : formatCoverage(rows));
}

main();
