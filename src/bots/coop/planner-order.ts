// The planner's pick of who plays next: the heroes who can give the team's attacker useful cards first,
// the attacker after them, givers before the teammates they can give to, and otherwise the hero with the
// best card within reach (a card taken reveals the next one for whoever plays after).
import type { CoopAction, CoopView, Seat } from '../../engine';
import { planScore } from './planner-give';
import { teamGoal, useAgainst } from './planner-team';
import { givableType, inReach, only } from './read';
import { stakesOf } from './value';

export function pickNext(view: CoopView, legal: CoopAction[]): CoopAction {
  const picks = only(legal, 'takeTurn');
  if (picks.length <= 1) return picks[0] ?? legal[0];
  const waiting = picks.map((a) => a.seat);
  const stakes = stakesOf(view);
  const at = view.board.heroAt;
  const goal = teamGoal(view);
  const hand = (seat: Seat) => view.players[seat].hand ?? [];
  const canGive = (seat: Seat) => hand(seat).some((c) => givableType(c.type));
  const feeds = (seat: Seat) => !!goal && seat !== goal.attacker && hand(seat).some((c) => givableType(c.type) && useAgainst(goal.target, c) > 0);
  const score = (seat: Seat) => {
    const others = waiting.filter((s) => s !== seat && inReach(at[s], at[seat]));
    let value = planScore(view, seat, hand(seat), stakes);
    if (canGive(seat) && others.length) value += 1000; // a giver goes before those it can give to
    if (others.some(canGive)) value -= 500; // a receiver waits for its givers
    if (feeds(seat)) value += 2000;
    if (goal && seat === goal.attacker && goal.gap > 0) value -= 4000; // the attacker waits for his cards
    return value;
  };
  let best = picks[0];
  let bestScore = -Infinity;
  for (const pick of picks) {
    const s = score(pick.seat);
    if (s > bestScore) { best = pick; bestScore = s; }
  }
  return best;
}
