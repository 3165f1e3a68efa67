// The greedy bot read straight from the state, for headless games (simulations, fuzzing, the bench):
// greedy-choose.ts's decision over reads taken from the state, without building the view or the whole
// legal list. It asks the engine for the legal actions of one kind at a time, in the order greedy weighs
// them, and reads costs and offers where the view would, and only what the seat's view shows.
// test/bots/greedy-on-state.test.ts checks at every move of many games that both ways choose the same.
import { classicLegalActions, faceable, fieldCost, offered, playsFacing, rules, type Action, type GameState, type Seat, type Uid } from '../engine';
import { answerDecision, greedyChoose, type GreedyReads } from './greedy-choose';
import { positionOnState, type LoopGuard } from './loop-guard';

export { answerDecision };

/** The greedy bot's action for `seat` (the seat to act), kept from going round in circles by `guard`. */
export function greedyOnState(state: GameState, seat: Seat, guard: LoopGuard): Action {
  if (state.pending) return answerDecision(rules('classic').legal(state, seat));
  const action = greedyChoose(new StateReads(state, seat))!;
  return guard.allows(action, state.turn, () => positionOnState(state, seat)) ? action : classicLegalActions(state, seat, 'endTurn')[0];
}

/** The reads from the state (a class, not closures: it is made at every move of every simulated game). */
class StateReads implements GreedyReads {
  readonly hand: readonly Uid[];
  readonly armor: Uid | null;
  readonly setAside: number;
  readonly libra: number;
  readonly marked: readonly Uid[];
  readonly #pillars: readonly Uid[];

  constructor(private readonly state: GameState, readonly seat: Seat) {
    const me = state.players[seat];
    this.hand = me.hand; this.armor = me.armor; this.setAside = me.setAside.length; this.libra = me.libra; this.marked = me.marked;
    this.#pillars = state.expansion?.pillarsInPlay ?? [];
  }

  listed(type: Action['type']) { return classicLegalActions(this.state, this.seat, type); }
  typeOf(uid: Uid) { return this.state.cards[uid]; }
  faceable() { return faceable(this.state, this.seat); }
  isPillar(uid: Uid) { return this.#pillars.includes(uid); }
  cost(uid: Uid, route: 'force' | 'cosmos') { return fieldCost(this.state, uid, route, this.state.active); }
  offered(uid: Uid, route: 'force' | 'cosmos') { return offered(this.state, this.state.active, uid, route, false); }
  facingOf(played: Uid) { return this.state.play.find((c) => c.uid === played)?.facing; }
  playsFacing(uid: Uid) { return playsFacing(this.state, this.seat, uid); }
}
