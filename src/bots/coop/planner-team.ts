// The planner's team goal: the revealed pillar or the pile's last General that the team can beat soonest,
// and the hero who attacks it (the one whose hand brings the most against it, near enough). Every hero
// reads the same open view, so they all agree on it: the attacker keeps his cards for it, the others
// give him their useful cards when in reach, or move toward him.
import type { CardRef, CoopView, FieldCardView, Seat } from '../../engine';
import { isHeroCard, isPillar, LIBRA_FORCE, givableType } from './read';
import { goalAt } from './planner-give';
import { cardAgainst, tollOf } from './value';

export interface TeamGoal { pile: number; target: FieldCardView; attacker: Seat; gap: number }

/** Steps around the board between two piles, the shorter way. */
export const distance = (a: number, b: number): number => Math.min((a - b + 7) % 7, (b - a + 7) % 7);

/** A pile's goal, one step from it toward `to` (clockwise when it is nearer or as near). */
export const stepToward = (from: number, to: number): number => ((to - from + 7) % 7 <= 3 ? (from + 1) % 7 : (from + 6) % 7);

/** What a card brings against a goal by Force (nothing below zero). */
export const useAgainst = (goal: FieldCardView, c: CardRef): number => Math.max(0, cardAgainst(goal.type, c.type, 'force'));

/** What a hero brings against a goal by Force: what the active hero already plays against it, his hand,
 *  Libra weapons on Heroes against a pillar; a hand short of five counts a card drawn (1 Force) for each
 *  missing (before the turn). */
export function powerAgainst(view: CoopView, seat: Seat, goal: FieldCardView): number {
  const hand = view.players[seat].hand ?? [];
  const heroes = hand.filter((c) => isHeroCard(c.type)).length;
  const weapons = isPillar(goal.type) ? LIBRA_FORCE * Math.min(view.players[seat].libra ?? 0, heroes) : 0;
  const playing = view.board.inTurn && seat === view.active;
  return hand.reduce((s, c) => s + useAgainst(goal, c), 0) + weapons + (playing ? goal.offered.force : Math.max(0, 5 - hand.length));
}

/** What the givable cards of a hand bring against a goal. */
export const giftsAgainst = (view: CoopView, seat: Seat, goal: FieldCardView): number =>
  (view.players[seat].hand ?? []).filter((c) => givableType(c.type)).reduce((s, c) => s + useAgainst(goal, c), 0);

/** The team's goal: the pillar or last General nearest to falling, and the hero near it whose hand brings
 *  most against it (goals are pooled for one at a time: two at once halve what each attacker gets). */
export function teamGoal(view: CoopView): TeamGoal | null {
  const at = view.board.heroAt;
  let best: (TeamGoal & { score: number }) | null = null;
  for (let pile = 0; pile < 7; pile++) {
    const target = goalAt(view, pile);
    const cost = target?.cost.force;
    if (!target || cost === null || cost === undefined) continue;
    let attacker: { seat: Seat; power: number } | null = null;
    for (const [seat, p] of at.entries()) {
      const dist = distance(p, pile);
      if (dist > 2) continue;
      const power = powerAgainst(view, seat, target) - dist;
      if (!attacker || power > attacker.power) attacker = { seat, power };
    }
    if (!attacker) continue;
    // What the teammates near enough could give him now; short of it, the team pools over the next
    // phases (the attacker keeps what he is given), so the goal nearest to falling comes first.
    const near = at.flatMap((p, s) => (s !== attacker.seat && distance(p, pile) <= 2 ? [s] : []));
    const supply = near.reduce((sum, s) => sum + giftsAgainst(view, s, target), 0);
    const gap = cost - attacker.power;
    // A General whom each facer makes dearer (Kassa) only gets dearer with the flood's tokens: beaten early
    // or never, he comes first while the pooled cards still reach him.
    const now = tollOf(target.type, 'force') > 0 && gap - supply <= 1 ? 60 : 0;
    const score = (isPillar(target.type) ? 100 : 50) - 5 * Math.max(0, gap - supply) + now;
    if (!best || score > best.score) best = { pile, target, attacker: attacker.seat, gap, score };
  }
  return best && { pile: best.pile, target: best.target, attacker: best.attacker, gap: best.gap };
}
