// Named handlers for card effects that the card language does not express (DESIGN "a truly odd card").
// A handler may ask a question: it then steps back (frame.pc--) and runs again once answered,
// finding the answer in frame.ctx.vars.
import type { Rank } from '../cards';
import type { DecisionKind, Frame, GameEvent, GameState, Seat } from './types';
import { moveCard, typeOf } from './zones';

export interface HandlerTools {
  ask(seat: Seat, kind: DecisionKind, options: number[], min: number, max: number, prompt: string, bind: string): void;
}
export type Handler = (state: GameState, frame: Frame, events: GameEvent[], tools: HandlerTools) => void;

const RANK_ORDER: Rank[] = ['veryCommon', 'common', 'uncommon', 'rare', 'veryRare'];
const nextRank = (rank: Rank | null) => (rank ? RANK_ORDER[RANK_ORDER.indexOf(rank) + 1] ?? null : null);

/**
 * Bronze armor activation: destroy two identical copies of the armor's hero from your hand, then
 * add that hero's card of the next rank, from the cards set aside, to your discard.
 */
const upgradeHero: Handler = (state, frame, events, { ask }) => {
  const seat = frame.ctx.seat;
  const p = state.players[seat];
  const hero = typeOf(state, frame.ctx.source).armorFor;
  const upgradeFor = (typeId: number) => {
    const rank = nextRank(typeOf(state, p.hand.find((u) => state.cards[u] === typeId)!).rank);
    return p.setAside.find((u) => typeOf(state, u).heroName === hero && typeOf(state, u).rank === rank) ?? null;
  };
  const answer = frame.ctx.vars.upgrade;
  if (answer === undefined) {
    const pairs = [...new Set(p.hand.map((u) => state.cards[u]))].filter((typeId) =>
      typeOf(state, p.hand.find((u) => state.cards[u] === typeId)!).heroName === hero &&
      p.hand.filter((u) => state.cards[u] === typeId).length >= 2 && upgradeFor(typeId) !== null);
    if (pairs.length === 0) return;
    frame.pc--;
    ask(seat, 'cards', pairs.map((typeId) => p.hand.find((u) => state.cards[u] === typeId)!), 1, 1, 'prompt.upgradePair', 'upgrade');
    return;
  }
  delete frame.ctx.vars.upgrade;
  const typeId = state.cards[answer[0]];
  const upgrade = upgradeFor(typeId);
  if (upgrade === null) return;
  for (const uid of p.hand.filter((u) => state.cards[u] === typeId).slice(0, 2)) moveCard(state, uid, { zone: 'destroyed', seat }, events);
  moveCard(state, upgrade, { zone: 'discard', seat }, events);
};

export const handlers: Record<string, Handler> = { upgradeHero };
