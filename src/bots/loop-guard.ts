// No bot goes round in circles within its turn (issue 12: seat 1 activated Armure du Cancer, whose cost
// discarded it; the reshuffle brought it back to the hand; it equipped it again, forever). A bot's
// choice that can bring the turn back where it was (activating, equipping, a relic, a turn action, a
// heal, a Libra weapon) is taken from a position at most once a turn; met again, the bot ends its turn.
import type { Action, GameView } from '../engine';

/** Actions that can bring a turn back to where it was (playing, acquiring and answering move it on). */
const MAY_CYCLE = new Set<Action['type']>(['activate', 'equip', 'playRelic', 'use', 'heal', 'libra']);

/** The choice of `choose`, unless it would be made again from a position already acted from this turn. */
export function guardLoops(choose: (view: GameView, legal: Action[]) => Action): (view: GameView, legal: Action[]) => Action {
  const seen = new Set<string>();
  let turn = -1;
  return (view, legal) => {
    const action = choose(view, legal);
    if (!MAY_CYCLE.has(action.type)) return action;
    if (view.turn !== turn) { turn = view.turn; seen.clear(); }
    const here = position(view);
    if (!seen.has(here)) { seen.add(here); return action; }
    return legal.find((a) => a.type === 'endTurn') ?? action;
  };
}

/** The uids of some cards, as a key. */
const uids = (cards: readonly { uid: number }[] | null | undefined) => (cards ?? []).map((c) => c.uid).join(',');

/** What the bot's own turn looks like now, as far as its actions can change it. */
function position(view: GameView): string {
  const me = view.players[view.viewer as number];
  return [view.active, uids(me.hand), me.armor?.uid ?? '', me.deckCount, uids(me.discard), uids(me.marked), uids(view.play),
    view.field.map((f) => f?.uid ?? '').join(','), (me.vpTokens ?? []).join(',')].join('|');
}
