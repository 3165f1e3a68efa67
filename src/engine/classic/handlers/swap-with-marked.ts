// Soldat Marina 2023, Marqué: this Soldat Marina (the source, just marked in its owner's marked area)
// trades places with the marked card of another player chosen before (variable `other`). The markers
// stay on the spot (zones.swapCards): each card keeps the place's markers, so both stay marked. The
// cards gained come from another player's game, so each is an acquisition (rulings sheet "Acquérir"): a
// rule limiting acquisitions stops the trade, and a Mariner General gained reveals his pillar if needed
// and gives a Libra weapon (acquire.ts onAcquired).
import { reportAcquired } from '../acquire';
import { acquisitionForbidden } from '../../table/restrictions';
import { locate, swapCards } from '../../table/zones';
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
  // Each player gains the other's card: two acquisitions, so a rule limiting acquisitions stops the trade.
  if (acquisitionForbidden(state, other, mine.seat!) || acquisitionForbidden(state, source, theirs.seat!)) return;
  swapCards(state, source, other, events);
  reportAcquired(state, mine.seat!, [other], events);
  reportAcquired(state, theirs.seat!, [source], events);
};
