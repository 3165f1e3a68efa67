// Soldat Marina 2023, Marqué: this Soldat Marina (the source, just marked in its owner's marked area)
// trades places with the marked card of another player chosen before (variable `other`). The markers
// stay on the spot (zones.swapCards): each card keeps the place's markers, so both stay marked. The
// card gained comes from another player's game, so it is an acquisition (rulings sheet "Acquérir"): a
// Mariner General reveals his pillar if needed and gives a Libra weapon (acquire.ts onAcquired).
import { onAcquired } from '../acquire';
import { locate, swapCards } from '../zones';
import type { Handler } from './types';

/** The variable the handler reads: the marked card to trade places with. */
export const SWAP_OTHER = 'other';

export const swapWithMarked: Handler = (state, frame, events) => {
  const source = frame.ctx.source;
  const [other] = frame.ctx.vars[SWAP_OTHER] ?? [];
  if (other === undefined || other === source) return;
  const mine = locate(state, source);
  const theirs = locate(state, other);
  // Both must still be in marked areas, of two different players.
  if (mine?.zone !== 'marked' || theirs?.zone !== 'marked' || mine.seat === theirs.seat) return;
  swapCards(state, source, other, events);
  events.push({ type: 'acquired', seat: mine.seat!, uid: other, card: state.cards[other], by: 'effect', cost: 0, paid: 0 });
  onAcquired(state, mine.seat!, other, events);
};
