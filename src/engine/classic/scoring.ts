// Final scoring (rulebook "Vainqueur"): every card of a player's game counts, destroyed cards don't.
// With Poseidon: the pillars a player destroyed score their VP (cards/vp.ts), and VP tokens count,
// those collected and those still on the cards of the player's game (docs/expansions.md).
import type { CardType } from '../../cards';
import { printedVp, VP_RULES, type VpRule } from '../../cards/vp';
import { matches } from '../effects/match';
import { markedCards } from '../table/markers';
import type { GameResult, GameState, PlayerState, ScoreLine, Seat, Uid } from '../table/types';
import { typeOf } from '../table/card-of';
import { playerOf } from '../table/sides';

/**
 * A player's game: hand, deck, discard, marked cards (the wounded area), equipped armor, cards still in
 * play and relics in their area (rulings sheet "Acquérir": "son deck … cartes marquées, Reliques").
 */
export function gameCards(state: GameState, p: PlayerState): Uid[] {
  const inPlay = state.play.filter((c) => c.seat === p.seat).map((c) => c.uid);
  // The cards under a relic (Urne d'Athéna) were acquired with it (rulings sheet "Acquérir"): they count.
  const under = p.relics.flatMap((r) => state.under?.[r] ?? []);
  return [...p.hand, ...p.deck, ...p.discard, ...p.marked, ...(p.armor === null ? [] : [p.armor]), ...inPlay, ...p.relics, ...under];
}

/** A seat's game and destroyed cards as types, read once for all the cards of its score. */
interface SeatCards { mine: CardType[]; destroyed: CardType[] }
const seatCards = (state: GameState, p: PlayerState): SeatCards =>
  ({ mine: gameCards(state, p).map((uid) => typeOf(state, uid)), destroyed: p.destroyed.map((uid) => typeOf(state, uid)) });

function ruleVp(state: GameState, seat: Seat, rule: VpRule, cards: SeatCards): number {
  const p = playerOf(state, seat);
  const { mine, destroyed } = cards;
  switch (rule.rule) {
    case 'perGroup': return Math.floor((rule.of === 'game' ? mine.length : p.destroyed.length) / rule.size);
    case 'ifOwn': return mine.some((c) => rule.typeIds.includes(c.id)) ? rule.vp : 0;
    case 'distinctNames': return (rule.base ?? 0) + new Set(mine.filter((c) => matches(c, rule.where)).map((c) => c.name)).size;
    case 'mostBonus': {
      const counts = state.players.map((q) => gameCards(state, q).filter((uid) => matches(typeOf(state, uid), rule.most)).length);
      return rule.base + (counts[seat] === Math.max(...counts) ? rule.bonus : 0);
    }
    case 'perCard': return rule.base + rule.per * (rule.of === 'game' ? mine : destroyed).filter((c) => matches(c, rule.where)).length;
    case 'mostMarked': {
      // RULING-5 spirit: players tied for the most marked cards all have the bonus.
      const counts = state.players.map((q) => markedCards(state, q.seat).length);
      return rule.base + (counts[seat] === Math.max(...counts) ? state.players.length : 0);
    }
    case 'markedAtLeast': {
      const n = markedCards(state, seat).filter((uid) => matches(typeOf(state, uid), rule.where)).length;
      return rule.base + (n >= rule.atLeast ? rule.bonus : 0);
    }
  }
}

export function cardVp(state: GameState, seat: Seat, typeId: number, cards?: SeatCards): number {
  const rule = VP_RULES[typeId];
  if (rule) return ruleVp(state, seat, rule, cards ?? seatCards(state, playerOf(state, seat)));
  return printedVp(typeId);
}

/** VP tokens a player scores: collected, and on the cards of their game and their pillars. */
export function tokenVp(state: GameState, seat: Seat): number {
  const p = playerOf(state, seat);
  const on = [...gameCards(state, p), ...p.pillars].flatMap((uid) => state.markers[uid]?.vp ?? []);
  return [...p.vpTokens, ...on].reduce((sum, v) => sum + v, 0);
}

export function scoreSeat(state: GameState, seat: Seat): ScoreLine {
  const p = playerOf(state, seat);
  const byType = new Map<number, number>();
  for (const uid of [...gameCards(state, p), ...p.pillars]) byType.set(state.cards[uid], (byType.get(state.cards[uid]) ?? 0) + 1);
  let cards: SeatCards | undefined;
  const byCard = [...byType].sort(([a], [b]) => a - b)
    .map(([type, count]) => ({ type, count, vp: count * cardVp(state, seat, type, VP_RULES[type] ? (cards ??= seatCards(state, p)) : undefined) }));
  const tokens = tokenVp(state, seat);
  const line: ScoreLine = { seat, vp: byCard.reduce((sum, l) => sum + l.vp, 0) + tokens, byCard };
  if (tokens !== 0 || p.vpTokens.length) line.tokens = tokens;
  if (p.eliminated) line.eliminated = true;
  return line;
}

/** RULING-5: players tied on the most VP share the victory. An eliminated player never wins. */
export function score(state: GameState): GameResult {
  const scores = state.players.map((p) => scoreSeat(state, p.seat));
  const running = scores.filter((s) => !s.eliminated);
  const best = Math.max(...running.map((s) => s.vp));
  return { scores, winners: running.filter((s) => s.vp === best).map((s) => s.seat) };
}
