// Écaille du Kraken 2032, Arrivée (run once per player by a forEach, from the active player): the player
// reveals the top card of their deck; a character with no Cosmos cost is wounded (it goes to their marked
// area, and its Marqué resolves before the next player reveals), any other card goes to their hand. An
// empty deck reveals nothing (no reshuffle: as for freezing the top of an empty deck, docs/expansions.md
// ruling 3).
import { cardType } from '../../../cards';
import { markCard } from '../../table/markers';
import { moveCard } from '../../table/zones';
import type { Handler } from './types';
import { playerOf } from '../../table/sides';

export const krakenReveal: Handler = (state, frame, events) => {
  const seat = frame.ctx.each ?? frame.ctx.seat;
  const deck = playerOf(state, seat).deck;
  if (!deck.length) return;
  const top = deck[deck.length - 1];
  const card = cardType(state.cards[top]);
  if (card.kind === 'character' && card.cost.cosmos === null) markCard(state, top, 'wound', events, seat);
  else moveCard(state, top, { zone: 'hand', seat }, events);
};
