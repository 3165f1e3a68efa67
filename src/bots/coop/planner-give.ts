// The planner's gifts: a hand card it does not need this turn, to the teammate in reach it helps most.
// A gift that lets a teammate who has not played yet take a card (e.g. 2 more Force to beat his pile's
// General) is worth that card to the team. A teammate standing at a revealed pillar or at a pile's last
// General is pooled for: he keeps the cards that count against it for his next turn.
import type { CardRef, CoopAction, CoopView, FieldCardView, Seat } from '../../engine';
import { bestPlan } from './planner-turn';
import { lastGeneralAt, only, pillarAt, type Give } from './read';
import { cardAgainst, type Stakes } from './value';

/** A hand holding this many cards takes nothing more worth giving. */
const FULL = 9;

/** The best score a seat can make this turn with a hand (0: nothing to take). */
export const planScore = (view: CoopView, seat: Seat, hand: readonly CardRef[], stakes: Stakes): number =>
  Math.max(0, bestPlan(view, seat, hand, { turn: -1, visited: [], moves: 0 }, stakes)?.score ?? 0);

/** The pillar, or else the last General, that a hero at this pile would attack. */
export function goalAt(view: CoopView, pile: number): FieldCardView | null {
  return pillarAt(view, pile) ?? (lastGeneralAt(view, pile) ? view.field[pile] : null);
}

/** What a hand brings against a goal by Force. */
const forceAgainst = (goal: FieldCardView, hand: readonly CardRef[]) => hand.reduce((s, c) => s + Math.max(0, cardAgainst(goal.type, c.type, 'force')), 0);

export function bestGift(view: CoopView, legal: CoopAction[], keep: ReadonlySet<number>, stakes: Stakes): { give: Give; score: number } | null {
  const giver = view.active;
  const mine = view.players[giver].hand ?? [];
  const played = new Set(view.board.played);
  let best: { give: Give; score: number } | null = null;
  const before = new Map<Seat, number>();
  for (const give of only(legal, 'give')) {
    const card = mine.find((c) => c.uid === give.cards[0]);
    const theirs = view.players[give.to].hand;
    if (!card || keep.has(card.uid) || !theirs || theirs.length >= FULL) continue;
    let score = 0;
    if (!played.has(give.to)) {
      if (!before.has(give.to)) before.set(give.to, planScore(view, give.to, theirs, stakes));
      score = planScore(view, give.to, [...theirs, card], stakes) - before.get(give.to)!;
    }
    const goal = goalAt(view, view.board.heroAt[give.to]);
    const use = goal && goal.cost.force !== null ? cardAgainst(goal.type, card.type, 'force') : 0;
    // Pooling: to the teammate best placed to beat it (never back and forth between two at one goal).
    if (goal && use > 0 && !(view.board.heroAt[giver] === view.board.heroAt[give.to] && forceAgainst(goal, mine) > forceAgainst(goal, theirs))) {
      score = Math.max(score, 20 + use);
    }
    if (score > 0 && (!best || score > best.score)) best = { give, score };
  }
  return best;
}
