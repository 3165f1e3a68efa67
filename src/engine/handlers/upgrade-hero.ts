// Bronze armors (ids 6–10): upgrade two identical heroes to the next rank.
import type { Rank } from '../../cards';
import { moveCard, typeOf } from '../zones';
import type { Handler } from './types';

const RANK_ORDER: Rank[] = ['veryCommon', 'common', 'uncommon', 'rare', 'veryRare'];
const nextRank = (rank: Rank | null) => (rank ? RANK_ORDER[RANK_ORDER.indexOf(rank) + 1] ?? null : null);

/**
 * Bronze armor activation: destroy two identical copies of the armor's hero from your hand, then
 * add that hero's card of the next rank, from the cards set aside, to your discard.
 */
export const upgradeHero: Handler = (state, frame, events, { ask }) => {
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
