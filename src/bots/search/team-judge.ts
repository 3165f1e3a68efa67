// How well placed the heroes' team is, in [0, 1], for the cooperative search (issue 26): a won game 1,
// a lost one 0; otherwise the final count as it would stand now (the heroes' VP against Poseidon's, who
// has 5 VP per standing pillar: engine/coop/end.ts), with each pillar down worth more than its VP (all
// seven down wins outright), and the team's decks' strength while there is time to use it: what a card
// of a hero's game brings on average (Force and Cosmos), worth VP for every Poseidon phase left.
import { cardType } from '../../cards';
import { classicScore, poseidonVpParts, type CoopState } from '../../engine';

/** What a pillar down is worth beyond its VP and the 5 VP it takes from Poseidon: the road to the win. */
const PILLAR_BONUS = 6;
/** VP per point of a hero's average Force + Cosmos per card, for each Poseidon phase left. */
const DECK_WEIGHT = 2;

export function teamJudge(state: CoopState): number {
  if (state.phase === 'gameOver' && state.result) return state.result.coop.heroesWin ? 1 : 0;
  const heroes = classicScore(state).scores.reduce((sum, s) => sum + s.vp, 0);
  const poseidon = poseidonVpParts(state);
  const down = state.board.pillars.length - poseidon.pillars / 5;
  const left = Math.max(1, state.board.waterTop - state.board.water);
  let decks = 0;
  for (const p of state.players) decks += strength(state, p.seat);
  const gap = heroes - poseidon.total + PILLAR_BONUS * down + DECK_WEIGHT * left * decks;
  return 1 / (1 + Math.exp(-gap / 40));
}

/** What a card of a hero's game brings on average, Force and Cosmos. */
function strength(state: CoopState, seat: number): number {
  const p = state.players[seat];
  let sum = 0, count = 0;
  for (const zone of [p.deck, p.hand, p.discard]) for (const uid of zone) { const c = cardType(state.cards[uid]); sum += c.force + c.cosmos; count++; }
  for (const c of state.play) if (c.seat === seat) { const t = cardType(state.cards[c.uid]); sum += t.force + t.cosmos; count++; }
  return count ? sum / count : 0;
}
