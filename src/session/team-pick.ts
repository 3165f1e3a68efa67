// Who chooses the next hero at the team's pick when people and bots share a cooperative table (issue
// 25: "bots play their own turns"). The rulebook leaves the order of the players' phase free to the
// team; our smallest faithful reading for a mixed table:
// - the bots' planner proposes the whole team's order, one pick at a time (pickNext: givers before
//   receivers, the attacker last…), among every hero still to play;
// - if its pick is a bot's hero, that bot takes its turn on its own, after the table's pause (the
//   BotPacer), and plays it through; a person may claim the turn first by tapping their own hero;
// - if its pick is a person's hero, or every hero still to play is a person's, the table waits on the
//   people, who pick freely (any hero still to play): only people pick among people.
// A table of bots only keeps its own bot for every pick (CoopSession.tableBot).
import { pickNext } from '../bots/coop/planner-order';
import { viewFor } from '../bots/coop';
import type { CoopAction, CoopState } from '../engine';

export type TeamPick = { by: 'bots'; action: Extract<CoopAction, { type: 'takeTurn' }> } | { by: 'people' };

/** The team's pick in a game where `humans[seat]` says who a person plays: the bots' (with the hero
 *  they send in) or the people's. `legal` is the team's takeTurn offers. */
export function teamPick(state: CoopState, legal: readonly CoopAction[], humans: readonly boolean[]): TeamPick {
  const picks = legal.filter((a): a is Extract<CoopAction, { type: 'takeTurn' }> => a.type === 'takeTurn');
  if (!picks.some((a) => !humans[a.seat])) return { by: 'people' };
  const pick = pickNext(viewFor(state, 'team', true), picks);
  return pick.type === 'takeTurn' && !humans[pick.seat] ? { by: 'bots', action: pick } : { by: 'people' };
}
