// Final scoring (rulebook "Vainqueur"): every card of a player's game counts, destroyed cards don't.
import { cardType } from '../cards';
import { VP_RULES, type VpRule } from '../cards/vp-rules';
import { matches } from './effects/select';
import type { GameResult, GameState, PlayerState, ScoreLine, Seat, Uid } from './types';
import { typeOf } from './zones';

/** A player's game: hand, deck, discard, wounded characters, equipped armor and cards still in play. */
export function gameCards(state: GameState, p: PlayerState): Uid[] {
  const inPlay = state.play.filter((c) => c.seat === p.seat).map((c) => c.uid);
  return [...p.hand, ...p.deck, ...p.discard, ...p.wounded, ...(p.armor === null ? [] : [p.armor]), ...inPlay];
}

function ruleVp(state: GameState, seat: Seat, rule: VpRule): number {
  const p = state.players[seat];
  const mine = gameCards(state, p).map((uid) => typeOf(state, uid));
  switch (rule.rule) {
    case 'perGroup': return Math.floor((rule.of === 'game' ? mine.length : p.destroyed.length) / rule.size);
    case 'ifOwn': return mine.some((c) => rule.typeIds.includes(c.id)) ? rule.vp : 0;
    case 'distinctNames': return new Set(mine.filter((c) => matches(c, rule.where)).map((c) => c.name)).size;
    case 'mostBonus': {
      const counts = state.players.map((q) => gameCards(state, q).filter((uid) => matches(typeOf(state, uid), rule.most)).length);
      return rule.base + (counts[seat] === Math.max(...counts) ? rule.bonus : 0);
    }
  }
}

export function cardVp(state: GameState, seat: Seat, typeId: number): number {
  const rule = VP_RULES[typeId];
  if (rule) return ruleVp(state, seat, rule);
  return cardType(typeId).vp ?? 0;
}

export function scoreSeat(state: GameState, seat: Seat): ScoreLine {
  const byType = new Map<number, number>();
  for (const uid of gameCards(state, state.players[seat])) byType.set(state.cards[uid], (byType.get(state.cards[uid]) ?? 0) + 1);
  const byCard = [...byType].sort(([a], [b]) => a - b).map(([type, count]) => ({ type, count, vp: count * cardVp(state, seat, type) }));
  return { seat, vp: byCard.reduce((sum, line) => sum + line.vp, 0), byCard };
}

/** RULING-5: players tied on the most VP share the victory. */
export function score(state: GameState): GameResult {
  const scores = state.players.map((p) => scoreSeat(state, p.seat));
  const best = Math.max(...scores.map((s) => s.vp));
  return { scores, winners: scores.filter((s) => s.vp === best).map((s) => s.seat) };
}
