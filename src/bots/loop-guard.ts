// No bot goes round in circles within its turn (issue 12: seat 1 activated Armure du Cancer, whose cost
// discarded it; the reshuffle brought it back to the hand; it equipped it again, forever). A bot's
// choice that can bring the turn back where it was (activating, equipping, a relic, a turn action, a
// heal, a Libra weapon) is taken from a position at most once a turn; met again, the bot ends its turn.
import type { Action, GameState, GameView, Seat } from '../engine';

/** Actions that can bring a turn back to where it was (playing, acquiring and answering move it on). */
const MAY_CYCLE = new Set<Action['type']>(['activate', 'equip', 'playRelic', 'use', 'heal', 'libra']);

/** The positions a bot acted from this turn: one guard per bot, whichever way it reads the game. */
export class LoopGuard {
  #seen = new Set<string>();
  #turn = -1;
  /** Whether `action` may be taken: it cannot cycle, or the turn was never at this position before. The
   *  position is read only when the action could cycle. */
  allows(action: Action, turn: number, positionNow: () => string): boolean {
    if (!MAY_CYCLE.has(action.type)) return true;
    if (turn !== this.#turn) { this.#turn = turn; this.#seen.clear(); }
    const here = positionNow();
    if (this.#seen.has(here)) return false;
    this.#seen.add(here);
    return true;
  }
}

/** The choice of `choose`, unless it would be made again from a position already acted from this turn. */
export function guardLoops(choose: (view: GameView, legal: Action[]) => Action, guard = new LoopGuard()): (view: GameView, legal: Action[]) => Action {
  return (view, legal) => {
    const action = choose(view, legal);
    return guard.allows(action, view.turn, () => position(view)) ? action : legal.find((a) => a.type === 'endTurn') ?? action;
  };
}

/** The uids of some cards, as a key. */
const uids = (cards: readonly { uid: number }[] | null | undefined) => (cards ?? []).map((c) => c.uid).join(',');

/** What the bot's own turn looks like now, as far as its actions can change it. */
export function position(view: GameView): string {
  const me = view.players[view.viewer as number];
  return [view.active, uids(me.hand), me.armor?.uid ?? '', me.deckCount, uids(me.discard), uids(me.marked), uids(view.play),
    view.field.map((f) => f?.uid ?? '').join(','), (me.vpTokens ?? []).join(',')].join('|');
}

/** The same position read from the state (headless bots, greedy-on-state.ts): the same string. */
export function positionOnState(state: GameState, seat: Seat): string {
  const me = state.players[seat];
  const play: number[] = [];
  for (const c of state.play) play.push(c.uid);
  return [state.active, me.hand.join(','), me.armor ?? '', me.deck.length, me.discard.join(','), me.marked.join(','), play.join(','),
    state.field.map((u) => u ?? '').join(','), me.vpTokens.join(',')].join('|');
}
