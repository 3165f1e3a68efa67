// The planner's own turn: where to take what. It weighs every card it could take at its pile, or at a
// pile one or two moves away (each move discards its least useful card), by the team's worth of the card
// (value.ts) less what the moves and the cards spent cost; then plays the cheapest set of cards that pays
// for it, or makes the first move. Moves are capped and a pile is never visited twice in a turn.
import { cardType } from '../../cards';
import type { CardRef, CoopAction, CoopView, FieldCardView, Seat } from '../../engine';
import { faceablesAt, neighbours, only, type Move } from './read';
import { cardAgainst, payment, stakesOf, targetValue, type Payment, type Stakes } from './value';

/** What the planner did so far in one turn (its memory, per turn). */
export interface TurnMemo { turn: number; visited: number[]; moves: number; healers?: number[] }
export const MAX_MOVES = 2;
const MOVE_COST = 6;
const CARD_COST = 2;

export interface Plan {
  /** The piles to move through, in order (none: stay). */
  path: number[];
  /** The cards discarded for those moves, in order. */
  fares: number[];
  target: FieldCardView;
  pay: Payment;
  score: number;
}

/** The least useful cards of a hand against a target: the ones to pay moves with. */
function faresFor(hand: readonly CardRef[], target: FieldCardView, n: number): CardRef[] {
  const use = (c: CardRef) => Math.max(cardAgainst(target.type, c.type, 'force'), cardAgainst(target.type, c.type, 'cosmos'));
  return [...hand].sort((a, b) => use(a) - use(b) || (cardType(a.type).vp ?? 0) - (cardType(b.type).vp ?? 0) || a.uid - b.uid).slice(0, n);
}

/** The best card to take this turn, here or a move or two away. */
export function bestPlan(view: CoopView, seat: Seat, hand: readonly CardRef[], memo: TurnMemo, stakes: Stakes = stakesOf(view)): Plan | null {
  const here = view.board.heroAt[seat];
  let best: Plan | null = null;
  const consider = (path: number[]) => {
    const pile = path.length ? path[path.length - 1] : here;
    for (const f of faceablesAt(view, pile, path.length ? undefined : seat)) {
      const fares = faresFor(hand, f, path.length);
      const left = hand.filter((c) => !fares.includes(c));
      const pay = payment(view, seat, f, left, path.length === 0);
      if (!pay) continue;
      const score = targetValue(view, f, pile, stakes) - MOVE_COST * path.length - CARD_COST * pay.cards.length - pay.spare;
      if (!best || score > best.score) best = { path, fares: fares.map((c) => c.uid), target: f, pay, score };
    }
  };
  consider([]);
  const seen = new Set([here, ...memo.visited]);
  if (memo.moves >= MAX_MOVES) return best;
  for (const next of neighbours(here)) {
    if (seen.has(next)) continue;
    consider([next]);
    if (memo.moves + 1 >= MAX_MOVES) continue;
    for (const far of neighbours(next)) if (!seen.has(far) && far !== next) consider([next, far]);
  }
  return best;
}

/** The action that carries a plan forward: the next card to play toward its target, or its first move. */
export function stepOf(plan: Plan, view: CoopView, legal: CoopAction[], hand: readonly CardRef[]): CoopAction | undefined {
  if (plan.path.length) {
    const fare = hand.find((c) => c.uid === plan.fares[0]);
    const moves = only(legal, 'move').filter((m) => m.to === plan.path[0]);
    const typeOf = (m: Move) => hand.find((c) => c.uid === m.discard)?.type;
    return moves.find((m) => typeOf(m) === fare?.type) ?? moves[0];
  }
  const plays = only(legal, 'play').filter((a) => a.facing === plan.target.uid && plan.pay.cards.includes(a.card));
  return plays.find((a) => a.effect !== false) ?? plays[0];
}

/**
 * A step toward a pillar or a pile's last General farther away, when nothing can be taken this turn:
 * the hero arrives with a hand redrawn at the end of the turn.
 */
export function travel(view: CoopView, legal: CoopAction[], seat: Seat, memo: TurnMemo): Move | undefined {
  if (memo.moves >= 1) return undefined;
  const here = view.board.heroAt[seat];
  const goals: { pile: number; dist: number }[] = [];
  for (let pile = 0; pile < 7; pile++) {
    const pillar = view.board.piles[pile].pillar.status === 'revealed';
    const general = view.field[pile] !== null && view.board.piles[pile].hidden === 0;
    if (!pillar && !general) continue;
    if (view.board.heroAt.some((at, s) => at === pile && s !== seat)) continue; // someone is there already
    const cw = (pile - here + 7) % 7;
    const dist = Math.min(cw, 7 - cw);
    if (dist === 0 || dist > 3) continue;
    goals.push({ pile, dist });
  }
  goals.sort((a, b) => a.dist - b.dist || a.pile - b.pile);
  const goal = goals[0];
  if (!goal) return undefined;
  const cw = (goal.pile - here + 7) % 7;
  const to = cw <= 3 ? (here + 1) % 7 : (here + 6) % 7;
  if (memo.visited.includes(to)) return undefined;
  const hand = view.players[seat].hand ?? [];
  const worthOf = (m: Move) => { const t = hand.find((c) => c.uid === m.discard)!.type; return cardType(t).force + cardType(t).cosmos; };
  return only(legal, 'move').filter((m) => m.to === to).sort((a, b) => worthOf(a) - worthOf(b))[0];
}

/** The most this hand could bring against a card (either route), with a full hand. */
const reach = (view: CoopView, seat: Seat, f: FieldCardView): number => {
  const hand = view.players[seat].hand ?? [];
  let best = -Infinity;
  for (const route of ['force', 'cosmos'] as const) {
    const cost = f.cost[route];
    if (cost === null) continue;
    const power = hand.reduce((s, c) => s + cardAgainst(f.type, c.type, route), 0) + Math.max(0, 5 - hand.length);
    best = Math.max(best, power - cost);
  }
  return best;
};

/**
 * When its pile offers nothing it could take even next turn (an empty pile, a card beyond its reach), a
 * move to a neighbouring pile whose top is face down, to see it (and maybe take it with the rest).
 */
export function explore(view: CoopView, legal: CoopAction[], seat: Seat, memo: TurnMemo): Move | undefined {
  if (memo.moves >= 1) return undefined;
  const here = view.board.heroAt[seat];
  const faced = faceablesAt(view, here, seat);
  if (faced.some((f) => reach(view, seat, f) >= 0)) return undefined;
  const hand = view.players[seat].hand ?? [];
  const worthOf = (m: Move) => { const t = hand.find((c) => c.uid === m.discard)!.type; return cardType(t).force + cardType(t).cosmos; };
  const unseen = neighbours(here).filter((p) => view.field[p] === null && view.board.piles[p].hidden > 0 && !memo.visited.includes(p));
  const to = unseen.sort((a, b) => view.board.piles[b].hidden - view.board.piles[a].hidden || a - b)[0];
  if (to === undefined) return undefined;
  return only(legal, 'move').filter((m) => m.to === to).sort((a, b) => worthOf(a) - worthOf(b))[0];
}
