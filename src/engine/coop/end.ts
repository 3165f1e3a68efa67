// The end of a cooperative game (Poseidon rulebook "Fin de partie"): all seven pillars destroyed, the
// heroes win; the water at the top, the final count: Poseidon scores the Main Breadwinner, his marked
// cards, the cards still face up on the piles, his VP tokens and 5 VP per standing pillar; the heroes add up their
// classic scores, and win only with strictly more.
import { poseidonVp } from '../../cards/vp';
import { score } from '../classic/scoring';
import type { GameEvent, Uid } from '../table/types';
import { emit } from './board';
import type { CoopState } from './types';

export const PILLAR_STANDING_VP = 5;

export const pillarsDestroyed = (state: CoopState): number =>
  state.board.pillars.filter((p) => state.players.some((q) => q.pillars.includes(p))).length;

/** A card's VP for Poseidon: printed, or the base of a rule that scores for a player's game (he has none),
 *  plus the VP tokens on it. */
function poseidonCardVp(state: CoopState, uid: Uid): number {
  return poseidonVp(state.cards[uid]) + (state.markers[uid]?.vp ?? []).reduce((a, b) => a + b, 0);
}

/** Poseidon's VP by source, as the end screen counts them (the same sum as poseidonScore). */
export interface PoseidonVpParts { breadwinner: number; marked: number; faceUp: number; tokens: number; pillars: number; total: number }

export function poseidonVpParts(state: CoopState): PoseidonVpParts {
  const sum = (uids: readonly (Uid | null)[]) => uids.reduce<number>((s, uid) => s + (uid === null ? 0 : poseidonCardVp(state, uid)), 0);
  const breadwinner = sum(state.board.breadwinner);
  const marked = sum(state.board.poseidon.marked);
  const faceUp = sum(state.field);
  const tokens = state.board.poseidon.vpTokens.reduce((a, b) => a + b, 0);
  const pillars = PILLAR_STANDING_VP * (state.board.pillars.length - pillarsDestroyed(state));
  return { breadwinner, marked, faceUp, tokens, pillars, total: breadwinner + marked + faceUp + tokens + pillars };
}

export function poseidonScore(state: CoopState): { vp: number; cards: Uid[]; standing: number } {
  const faceUp = state.field.filter((u): u is Uid => u !== null);
  const cards = [...state.board.breadwinner, ...state.board.poseidon.marked, ...faceUp];
  const standing = state.board.pillars.length - pillarsDestroyed(state);
  const tokens = state.board.poseidon.vpTokens.reduce((a, b) => a + b, 0);
  return { vp: cards.reduce((sum, uid) => sum + poseidonCardVp(state, uid), 0) + tokens + PILLAR_STANDING_VP * standing, cards, standing };
}

/** Ends the game if a condition is met; true when it is over. */
export function checkEnd(state: CoopState, events: GameEvent[]): boolean {
  if (state.phase === 'gameOver') return true;
  const allDown = pillarsDestroyed(state) === state.board.pillars.length;
  const flooded = state.board.water >= state.board.waterTop;
  if (!allDown && !flooded) return false;
  const classic = score(state);
  const heroes = classic.scores.reduce((sum, s) => sum + s.vp, 0);
  const poseidon = poseidonScore(state).vp;
  const heroesWin = allDown || heroes > poseidon;
  const reason = allDown ? 'pillars' : 'water';
  state.phase = 'gameOver';
  state.stack = [];
  state.pending = null;
  state.result = {
    scores: classic.scores,
    winners: heroesWin ? classic.scores.map((s) => s.seat) : [],
    coop: { heroesWin, heroes, poseidon, reason },
  };
  emit(events, { type: 'coopOver', heroesWin, heroes, poseidon, reason });
  events.push({ type: 'gameOver', result: state.result });
  return true;
}
